/**
 * The activities the server knows. An activity feature (quiz, Power Words, …) describes itself with
 * an `ActivityFeature` and is listed once in app.ts; the core then counts its items per level for
 * the article bundle, and the app registers its routes. See docs/adr/0004-the-activity-contract.md.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.js';
import type { ActivitiesTable } from '../../db/schema.js';

export type ActivityType = ActivitiesTable['activity_type'];

/** Items of some activities per level, as counted rows. */
export type LevelCounter = (
  db: Db,
  activityIds: number[],
) => Promise<{ activity_id: number; article_level_id: number; n: number | string | bigint }[]>;

export interface ActivityFeature {
  /** The `activities.activity_type` this feature serves. */
  type: ActivityType;
  /** Its HTTP routes (registered by the app). */
  routes: FastifyPluginAsyncZod;
  /** How many items each level has; a level with none does not offer the activity. */
  levelCounts?: LevelCounter;
}

const counters = new Map<ActivityType, LevelCounter>();

/** Called by the app for each activity it serves; registering the same feature again is harmless. */
export function registerActivity(feature: ActivityFeature) {
  if (feature.levelCounts) counters.set(feature.type, feature.levelCounts);
}

/** The counters of the activity types present, for the article bundle. */
export function levelCountersOf(types: readonly ActivityType[]) {
  return [...new Set(types)].flatMap((type) => {
    const count = counters.get(type);
    return count ? [{ type, count }] : [];
  });
}
