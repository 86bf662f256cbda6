import type { Poll, PollCreateBody, PollInteraction, PollInteractionBody, PollList, PollUpdateBody } from '@lectern/domain';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Db } from '../../db/database.js';
import { AppError, forbidden, notFound } from '../../errors.js';
import { readableArticle } from '../activities/article-access.js';
import { assertMayEditActivities } from '../activities/ela-licence.policy.js';
import { assignmentsOfStudent } from '../activities/assignments-given.repository.js';
import { canAnswerPolls, canReadTemplates, canWritePolls, ownsPoll } from './polls.policy.js';
import { presentPoll } from './polls.presenter.js';
import * as repo from './polls.repository.js';

const missing = () => notFound('No poll has that id.');

/** Whether a live assignment given to the student includes this poll (templates never are). */
async function assignedTo(db: Db, user: AuthUser, poll: repo.PollRow) {
  if (poll.is_template) return false;
  const given = await assignmentsOfStudent(db, user.id, { storyId: poll.content_id });
  return given.some((a) => a.poll_id === poll.id);
}

/**
 * A poll this user may read, else 404 (a poll that is not theirs to see does not exist for them):
 * templates for teachers and staff; a teacher's own polls for that teacher (and staff); for a
 * student, the polls of the live assignments given to them. The article's own access rules apply
 * on top (readableArticle), as for every activity.
 */
async function visiblePoll(db: Db, user: AuthUser, id: number) {
  const poll = await repo.findPoll(db, id);
  if (!poll) throw missing();
  const visible =
    user.role === 'staff' ||
    (poll.is_template && canReadTemplates(user)) ||
    ownsPoll(user, poll) ||
    (canAnswerPolls(user) && (await assignedTo(db, user, poll)));
  if (!visible) throw missing();
  await readableArticle(db, user, poll.content_id);
  return poll;
}

/** Presents polls for one reader: who voted (POLL-20) and whether results show (POLL-11, POLL-12). */
async function present(db: Db, user: AuthUser, polls: repo.PollRow[]): Promise<Poll[]> {
  const ids = polls.map((p) => p.id);
  const [choices, published] = await Promise.all([repo.choicesOf(db, ids), repo.publishedPollIds(db, ids)]);
  return polls.map((poll) => {
    const voters = choices.filter((c) => c.poll_id === poll.id).flatMap((c) => c.voter_ids);
    const owner = ownsPoll(user, poll) || user.role === 'staff';
    const canSeeResults = canAnswerPolls(user)
      ? voters.includes(user.id)
      : owner && !poll.is_template && (published.has(poll.id) || voters.length > 0);
    return presentPoll(poll, choices, { voters: owner ? 'all' : canAnswerPolls(user) ? user.id : 'none', canSeeResults });
  });
}

/** `GET /api/v3/polls/{pollId}/` (POLL-04, API-20): also how a poll is fetched again after an answer. */
export async function getPoll(db: Db, user: AuthUser, id: number): Promise<Poll> {
  const poll = await visiblePoll(db, user, id);
  return (await present(db, user, [poll]))[0]!;
}

/** `GET /api/v3/polls/?article_id=` (POLL-08): the article's templates, then the teacher's own polls on it. */
export async function listPolls(db: Db, user: AuthUser, articleId: number): Promise<PollList> {
  if (!canReadTemplates(user)) throw forbidden('Only teachers choose polls.');
  const bundle = await readableArticle(db, user, articleId);
  return { results: await present(db, user, await repo.pollsOn(db, bundle.content.id, user.id)) };
}

/** `POST /api/v3/polls/`: a teacher's own poll, from a template they edited or from scratch (POLL-09). */
export async function createPoll(db: Db, user: AuthUser, body: PollCreateBody): Promise<Poll> {
  if (!canWritePolls(user)) throw forbidden('Only teachers write polls.');
  const bundle = await readableArticle(db, user, Number(body.article_id));
  assertMayEditActivities(user, bundle.content);
  const id = await db.transaction().execute((trx) =>
    repo.insertPoll(trx, {
      contentId: bundle.content.id,
      question: body.data.question,
      createdBy: user.id,
      choices: body.data.choices.map((c) => c.text),
    }),
  );
  return getPoll(db, user, id);
}

/**
 * `PUT /api/v3/polls/{pollId}/` (POLL-07): only the teacher who wrote the poll changes it (anyone
 * else's poll, and a template, is 404), and only until students can answer it (409 poll_in_use).
 */
export async function updatePoll(db: Db, user: AuthUser, id: number, body: PollUpdateBody): Promise<Poll> {
  if (!canWritePolls(user)) throw forbidden('Only teachers write polls.');
  const poll = await repo.findPoll(db, id);
  if (!poll || !ownsPoll(user, poll)) throw missing();
  assertMayEditActivities(user, (await readableArticle(db, user, poll.content_id)).content);
  const changed = await db
    .transaction()
    .execute((trx) =>
      repo.replacePoll(trx, poll.id, { question: body.data.question, choices: body.data.choices.map((c) => c.text) }),
    );
  if (!changed) throw new AppError('poll_in_use');
  return getPoll(db, user, id);
}

/**
 * `POST /api/v3/activity/interaction/` (POLL-05, POLL-12, POLL-13, API-20): a student answers a
 * poll of an assignment given to them, once. A second answer (even one sent at the same moment)
 * stores nothing and is 409 already_voted.
 */
export async function answerPoll(db: Db, user: AuthUser, body: PollInteractionBody): Promise<PollInteraction> {
  if (!canAnswerPolls(user)) throw forbidden('Only students answer polls.');
  const poll = await visiblePoll(db, user, body.activity);
  const choices = await repo.choicesOf(db, [poll.id]);
  if (!choices.some((c) => c.id === body.data.choice_id))
    throw new AppError('validation_failed', 'That is not a response of this poll.', { choice_id: 'Unknown response.' });
  const stored = await repo.insertVote(db, { pollId: poll.id, studentId: user.id, choiceId: body.data.choice_id });
  if (!stored) throw new AppError('already_voted');
  return {
    activity: poll.id,
    data: { choice_id: body.data.choice_id },
    date_created: new Date(stored.date_created).toISOString(),
  };
}
