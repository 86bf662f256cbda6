import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

type Conn = Db | Transaction<Database>;

const POLL_COLUMNS = [
  'polls.id',
  'polls.content_id',
  'polls.question',
  'polls.is_template',
  'polls.template_display_order',
  'polls.created_by',
  'polls.date_created',
  'polls.date_modified',
] as const;

export function findPoll(db: Conn, id: number) {
  return db.selectFrom('polls').select(POLL_COLUMNS).where('id', '=', id).executeTakeFirst();
}
export type PollRow = NonNullable<Awaited<ReturnType<typeof findPoll>>>;

/** An article's templates in their order, then one teacher's own polls on it, newest first. */
export function pollsOn(db: Db, contentId: number, ownerId: number) {
  return db
    .selectFrom('polls')
    .select(POLL_COLUMNS)
    .where('content_id', '=', contentId)
    .where((eb) => eb.or([eb('is_template', '=', true), eb('created_by', '=', ownerId)]))
    .orderBy('is_template', 'desc')
    .orderBy('template_display_order')
    .orderBy('date_created', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
}

/** The choices of some polls, in order, with their votes counted. */
export function choicesOf(db: Conn, pollIds: number[]) {
  return db
    .selectFrom('poll_choices')
    .leftJoin('poll_votes', 'poll_votes.choice_id', 'poll_choices.id')
    .select([
      'poll_choices.id',
      'poll_choices.poll_id',
      'poll_choices.position',
      'poll_choices.text',
      sql<number[]>`coalesce(array_agg(poll_votes.student_id ORDER BY poll_votes.date_created, poll_votes.student_id)
        FILTER (WHERE poll_votes.student_id IS NOT NULL), '{}')`.as('voter_ids'),
    ])
    .where('poll_choices.poll_id', 'in', pollIds.concat(0))
    .groupBy('poll_choices.id')
    .orderBy('poll_choices.poll_id')
    .orderBy('poll_choices.position')
    .execute();
}
export type ChoiceRow = Awaited<ReturnType<typeof choicesOf>>[number];

/** A new poll with its choices. */
export async function insertPoll(
  trx: Transaction<Database>,
  p: { contentId: number; question: string; createdBy: number; choices: string[] },
) {
  const poll = await trx
    .insertInto('polls')
    .values({ content_id: p.contentId, question: p.question, is_template: false, created_by: p.createdBy })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertChoices(trx, poll.id, p.choices);
  return poll.id;
}

async function insertChoices(trx: Transaction<Database>, pollId: number, choices: string[]) {
  await trx
    .insertInto('poll_choices')
    .values(choices.map((text, i) => ({ poll_id: pollId, position: i + 1, text })))
    .execute();
}

/**
 * Replaces a poll's question and choices unless students may already answer it (it has votes or
 * is on a published assignment): the check is part of the update, so it sees the rows as they are
 * when the poll row is written. False when it is in use.
 */
export async function replacePoll(trx: Transaction<Database>, pollId: number, p: { question: string; choices: string[] }) {
  const updated = await trx
    .updateTable('polls')
    .set({ question: p.question, date_modified: new Date() })
    .where('id', '=', pollId)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('poll_votes').select('poll_id').where('poll_votes.poll_id', '=', pollId))))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('assignments')
            .select('id')
            .where('assignments.poll_id', '=', pollId)
            .where('assignments.is_draft', '=', false),
        ),
      ),
    )
    .returning('id')
    .executeTakeFirst();
  if (!updated) return false;
  await trx.deleteFrom('poll_choices').where('poll_id', '=', pollId).execute();
  await insertChoices(trx, pollId, p.choices);
  return true;
}

/** Which of some polls are on a published assignment (students can answer them). */
export async function publishedPollIds(db: Conn, pollIds: number[]) {
  const rows = await db
    .selectFrom('assignments')
    .select('poll_id')
    .distinct()
    .where('poll_id', 'in', pollIds.concat(0))
    .where('is_draft', '=', false)
    .execute();
  return new Set(rows.map((r) => r.poll_id!));
}

/**
 * Stores a student's answer unless they have answered this poll already: one statement, so two
 * answers sent at the same moment store one. True when stored.
 */
export async function insertVote(db: Db, v: { pollId: number; studentId: number; choiceId: number }) {
  const row = await db
    .insertInto('poll_votes')
    .values({ poll_id: v.pollId, student_id: v.studentId, choice_id: v.choiceId })
    .onConflict((oc) => oc.columns(['poll_id', 'student_id']).doNothing())
    .returning('date_created')
    .executeTakeFirst();
  return row;
}

export function findVote(db: Db, pollId: number, studentId: number) {
  return db
    .selectFrom('poll_votes')
    .select(['choice_id', 'date_created'])
    .where('poll_id', '=', pollId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
}
