import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  QuestionFlag,
  QuestionFlagBody,
  QuestionFlagList,
  Quiz,
  QuizQuery,
  StudentQuiz,
  StudentQuizList,
  StudentQuizQuery,
  StudentQuizSubmitBody,
} from '@lectern/domain';
import { requireUser } from '../../plugins/session.js';
import * as service from './quizzes.service.js';

const tags = ['quizzes'];
const ActivityParams = z.object({ activityId: z.coerce.number().int().positive() });

/** Quizzes: questions of a level, student attempts (graded here), and question reports. */
export const quizzesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v3/quiz/:activityId/',
    {
      schema: {
        tags,
        summary: 'A quiz’s questions at one level of its article',
        description:
          'Options carry `is_correct` only for authorised teachers and staff (`answers_included`). The reader must be allowed to read the article (403 `subscription_required`, 451 `district_restricted`); 404 for an unknown quiz or a level of another article.',
        params: ActivityParams,
        querystring: QuizQuery,
        response: { 200: Quiz },
      },
    },
    async (req) => service.getQuiz(app.db, requireUser(req), req.params.activityId, req.query.level_id),
  );

  app.post(
    '/api/v3/studentquiz/',
    {
      config: { studentWork: true },
      schema: {
        tags,
        summary: 'Submit a student’s answers to a quiz (graded on the server)',
        description:
          'Every question of one level once, or exactly the questions a named assignment selected. 201 with the graded attempt; a second submit returns the stored attempt with 200 and changes nothing. Students only.',
        body: StudentQuizSubmitBody,
        response: { 200: StudentQuiz, 201: StudentQuiz },
      },
    },
    async (req, reply) => {
      const { created, quiz } = await service.submitQuiz(app.db, requireUser(req), req.body);
      return reply.status(created ? 201 : 200).send(quiz);
    },
  );

  app.get(
    '/api/v3/studentquiz/',
    {
      schema: {
        tags,
        summary: 'Submitted quizzes: a student’s own, or (student_id) a student of the teacher or child of the parent',
        description: 'A student other than yourself, or not in your classes or family, is 404.',
        querystring: StudentQuizQuery,
        response: { 200: StudentQuizList },
      },
    },
    async (req) => service.listStudentQuizzes(app.db, requireUser(req), req.query),
  );

  app.post(
    '/api/v3/quiz/:activityId/question/:questionId/flag/',
    {
      schema: {
        tags,
        summary: 'Report a quiz question (teachers)',
        params: ActivityParams.extend({ questionId: z.coerce.number().int().positive() }),
        body: QuestionFlagBody,
        response: { 201: QuestionFlag },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await service.flagQuestion(app.db, requireUser(req), req.params.activityId, req.params.questionId, req.body.message),
        ),
  );

  app.get(
    '/api/v3/quiz-question-flags/',
    {
      schema: { tags, summary: 'Question reports, newest first (staff)', response: { 200: QuestionFlagList } },
    },
    async (req) => service.listQuestionFlags(app.db, requireUser(req)),
  );
};
