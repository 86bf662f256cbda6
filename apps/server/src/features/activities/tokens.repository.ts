/**
 * Token awards (TOKEN-01 … TOKEN-04): one row per student and activity, written here only. Each
 * activity decides how many tokens its work is worth; the monthly challenge reads the rows.
 */
import { sql, type RawBuilder, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The activities that award tokens (a CHECK on token_awards.interaction). */
export type TokenInteraction = Selectable<Database['token_awards']>['interaction'];

/**
 * A student's tokens on an activity, updated as their work grows; once done it stays done, dated
 * the first time.
 */
export function upsertAward(
  trx: Transaction<Database>,
  award: {
    student_id: number;
    activity_id: number;
    content_id: number;
    interaction: TokenInteraction;
    tokens: number;
    is_done: boolean;
    now: Date;
  },
) {
  const { now, ...values } = award;
  return trx
    .insertInto('token_awards')
    .values({ ...values, date_done: award.is_done ? now : null, date_modified: now })
    .onConflict((oc) =>
      oc.columns(['student_id', 'activity_id']).doUpdateSet({
        tokens: (eb) => eb.ref('excluded.tokens'),
        is_done: sql<boolean>`token_awards.is_done OR excluded.is_done`,
        date_done: sql<Date>`COALESCE(token_awards.date_done, excluded.date_done)`,
        date_modified: (eb) => eb.ref('excluded.date_modified'),
      }),
    )
    .execute();
}

/**
 * The same award as a statement to run inside another one (a CTE), for activities whose work is
 * finished in one write: `source` names a CTE with columns student_id, activity_id, content_id and
 * tokens_earned. The award is written only for the rows the CTE returns, so a duplicate submit that
 * inserted nothing awards nothing.
 */
export function finishedAwardFrom(source: RawBuilder<unknown>, interaction: TokenInteraction, now: Date) {
  return sql`
      INSERT INTO token_awards (student_id, activity_id, content_id, interaction, tokens, is_done, date_done, date_modified)
      SELECT student_id, activity_id, content_id, ${interaction}, tokens_earned, true, ${now}, ${now} FROM ${source}
      ON CONFLICT (student_id, activity_id)
        DO UPDATE SET tokens = EXCLUDED.tokens, is_done = true, date_done = EXCLUDED.date_done, date_modified = EXCLUDED.date_modified`;
}
