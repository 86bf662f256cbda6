/**
 * The signed-in user as every request sees it (`req.user`): who they are, where they belong and the
 * licence facts the access rules read. Deliberately not the users row: no password hash, no audit
 * columns. Features and plugins import it from here, so identity depends on no feature.
 */
import type { Role } from '@lectern/domain';

export interface AuthUser {
  id: number;
  unique_id: string;
  username: string;
  first_name: string;
  last_name: string;
  role: Role;
  grade_level: number | null;
  school_id: number | null;
  school_name: string | null;
  /** The user's own district, or their school's. */
  resolved_district_id: number | null;
  district_name: string | null;
  is_lite: boolean;
  lite_grant_expires_at: Date | null;
  is_authorized: boolean;
  has_ela_license: boolean;
  can_view_power_words: boolean;
  /** The staff member acting as this teacher, if any. */
  impersonator: { id: number; first_name: string; last_name: string } | null;
}

/** What a session remembers; the user is loaded afresh on every request. */
export interface SessionData {
  userId: number;
  impersonatorId: number | null;
}

/** Where sessions live: the database by default, Redis when REDIS_URL is set. Only a hash of the id is stored. */
export interface SessionStore {
  create(data: SessionData, ttlSeconds: number): Promise<string>;
  get(token: string): Promise<SessionData | null>;
  /** The session and its user in one round trip, where the store can (the database store). */
  getWithUser?(token: string): Promise<{ data: SessionData; user: Omit<AuthUser, 'impersonator'>; expiresAt?: Date } | null>;
  destroy(token: string): Promise<void>;
  destroyAllForUser(userId: number): Promise<void>;
}

/** Loads the user a session names (without an impersonator), or undefined when the account is gone. */
export type LoadUser = (id: number) => Promise<Omit<AuthUser, 'impersonator'> | undefined>;
