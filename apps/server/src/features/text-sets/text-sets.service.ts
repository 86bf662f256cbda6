/**
 * Text sets (TOOLBAR-10 … TOOLBAR-17, API-38 … API-41): a teacher's or parent's named collections
 * of articles. Only the owner changes a set (another user's set is not found); once shared, anyone
 * signed in with its link views it, and sees of its articles only those they may open in the
 * library (a lite student the free collection, a student nothing a teacher hid from their class).
 */
import { randomBytes } from 'node:crypto';
import {
  displayName,
  seesFreeCollectionOnly,
  userFlags,
  type ContentMembership,
  type ContentMembershipBody,
  type TextSetCreated,
  type TextSetDetail,
  type TextSetList,
} from '@lectern/domain';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Db } from '../../db/database.js';
import { notFound } from '../../errors.js';
import { readableArticle } from '../activities/article-access.js';
import { cardRowsOf, presentCard } from '../activities/content-cards.js';
import { keepsTextSets, mayChangeTextSets, mayViewTextSet } from './text-sets.policy.js';
import { presentTextSet } from './text-sets.presenter.js';
import * as repo from './text-sets.repository.js';

/** API-40: the user's own text sets with their members. */
export async function listMine(db: Db, user: AuthUser): Promise<TextSetList> {
  keepsTextSets(user);
  const sets = await repo.setsOf(db, user.id);
  const members = await repo.membersOf(
    db,
    sets.map((s) => s.id),
  );
  return { count: sets.length, results: sets.map((s) => presentTextSet(s, members)) };
}

/** API-41: a new, empty text set. Title and description are stored as the plain text they are. */
export async function create(
  db: Db,
  user: AuthUser,
  body: { title: string; description: string; date_shared: string | null },
): Promise<TextSetCreated> {
  mayChangeTextSets(user);
  const row = await repo.insertSet(db, {
    owner_id: user.id,
    content_id: randomBytes(6).toString('hex'),
    title: body.title,
    description: body.description,
    date_shared: body.date_shared === null ? null : new Date(body.date_shared),
  });
  return { textSet: presentTextSet(row, []) };
}

/** A set of the user's own, else 404: other people's sets do not exist for a write. */
async function ownSet(db: Db, user: AuthUser, id: number) {
  const set = await repo.findSet(db, id);
  if (!set || set.owner_id !== user.id) throw notFound('No text set of yours has that id.');
  return set;
}

/** API-38: adds an article the user may read to their set; adding it again changes nothing. */
export async function addMember(
  db: Db,
  user: AuthUser,
  body: ContentMembershipBody,
): Promise<{ created: boolean; membership: ContentMembership }> {
  mayChangeTextSets(user);
  const set = await ownSet(db, user, Number(body.container_id));
  await readableArticle(db, user, Number(body.member_id));
  const { row, created } = await repo.addMember(db, set.id, Number(body.member_id), body.language ?? 'en');
  return { created, membership: { container_id: row.text_set_id, member_id: String(row.content_id), language: row.language } };
}

/** API-39: takes an article out of the user's set; taking out what is not there is no error. */
export async function removeMember(db: Db, user: AuthUser, body: ContentMembershipBody) {
  mayChangeTextSets(user);
  const set = await ownSet(db, user, Number(body.container_id));
  await repo.removeMember(db, set.id, Number(body.member_id));
}

/** The text set page: the set, and its articles this reader may open, as cards in the set's order. */
export async function detail(db: Db, user: AuthUser, id: number): Promise<TextSetDetail> {
  const set = await repo.findSet(db, id);
  if (!set || !mayViewTextSet(user, set)) throw notFound('No text set has that id.');
  const members = await repo.membersOf(db, [set.id]);
  const rows = await cardRowsOf(
    db,
    members.map((m) => m.content_id),
    {
      ...(user.role === 'student' ? { hiddenFor: user.id } : {}),
      liteOnly: seesFreeCollectionOnly(userFlags(user)),
    },
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    ...presentTextSet(set, members),
    owner: { display_name: displayName(set) },
    is_owner: set.owner_id === user.id,
    cards: members.flatMap((m) => {
      const row = byId.get(m.content_id);
      return row ? [presentCard(row, user)] : [];
    }),
  };
}
