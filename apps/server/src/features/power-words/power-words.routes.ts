import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PowerWordsQuiz,
  QuizQuery,
  VocabularyAnswerBody,
  VocabularyAnswerList,
  VocabularyAnswerQuery,
  VocabularyAnswerResult,
  WordWall,
} from '@lectern/domain';
import { requireUser } from '../../plugins/session.js';
import * as service from './power-words.service.js';

const tags = ['power words'];

/** Power Words: the questions of a level, students' answers (first answer stands) and the word wall. */
export const powerWordsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v3/power-words/:activityId/',
    {
      schema: {
        tags,
        summary: 'A Power Words activity at one level: two questions per word',
        description:
          'Options carry `is_correct` only for teachers and staff. A word’s `headword` (often the answer) likewise, and for a student once they have answered a question of that word. 403 for lite students and accounts without Power Words; the article’s own access rules apply.',
        params: z.object({ activityId: z.coerce.number().int().positive() }),
        querystring: QuizQuery,
        response: { 200: PowerWordsQuiz },
      },
    },
    async (req) => service.getPowerWords(app.db, requireUser(req), req.params.activityId, req.query.level_id),
  );

  app.post(
    '/api/v2/student-vocabulary-answer/',
    {
      config: { studentWork: true },
      schema: {
        tags,
        summary: 'Answer one Power Words question (students)',
        description:
          '201 with the result of a first answer, naming the word’s headword; answering the same question again returns the stored result with 200 and changes nothing. 400 for an unknown answer choice.',
        body: VocabularyAnswerBody,
        response: { 200: VocabularyAnswerResult, 201: VocabularyAnswerResult },
      },
    },
    async (req, reply) => {
      const { created, result } = await service.answerPowerWord(app.db, requireUser(req), req.body);
      return reply.status(created ? 201 : 200).send(result);
    },
  );

  app.get(
    '/api/v2/student-vocabulary-answer/',
    {
      schema: {
        tags,
        summary: 'A student’s Power Words answers on one article (own, or student_id of your student or child)',
        querystring: VocabularyAnswerQuery,
        response: { 200: VocabularyAnswerList },
      },
    },
    async (req) => service.listVocabularyAnswers(app.db, requireUser(req), req.query),
  );

  app.get(
    '/api/v2/word-wall/',
    { schema: { tags, summary: 'The signed-in student’s word wall, newest first', response: { 200: WordWall } } },
    async (req) => service.getWordWall(app.db, requireUser(req)),
  );
};
