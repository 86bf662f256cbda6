import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ArticleTokens,
  ChallengeHistory,
  ChallengeIdParams,
  ChallengeRewards,
  ChallengeTopic,
  ChallengeView,
  ContentIdParams,
  SUBJECTS,
} from '@lectern/domain';
import { requireUser } from '../../plugins/session.js';
import * as service from './challenges.service.js';

const tags = ['challenges'];
const flagNote = '403 `feature_disabled` when the reading_challenge feature is off for the user.';

/** Tokens on articles and the monthly reading challenge (TOKEN-01 … TOKEN-11). */
export const challengesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v3/tokens/article/:contentId/',
    {
      schema: {
        tags,
        summary: 'Tokens a student can earn on an article and has earned (students)',
        description: flagNote,
        params: ContentIdParams,
        response: { 200: ArticleTokens },
      },
    },
    async (req) => service.getArticleTokens(app.db, requireUser(req), Number(req.params.contentId)),
  );

  app.get(
    '/api/v3/challenges/history/',
    {
      schema: {
        tags,
        summary: 'A student’s past months with any reading, newest first',
        description: flagNote,
        response: { 200: ChallengeHistory },
      },
    },
    async (req) => service.getHistory(app.db, requireUser(req)),
  );

  app.get(
    '/api/v3/challenges/rewards/',
    {
      schema: {
        tags,
        summary: 'A student’s lifetime tokens and monthly badges',
        description: flagNote,
        response: { 200: ChallengeRewards },
      },
    },
    async (req) => service.getRewards(app.db, requireUser(req)),
  );

  app.get(
    '/api/v3/challenges/topics/:topicId/',
    {
      schema: {
        tags,
        summary: 'A topic (subject): its articles with the tokens they offer and, for a student, earned',
        description: flagNote,
        params: z.object({ topicId: z.enum(SUBJECTS) }),
        response: { 200: ChallengeTopic },
      },
    },
    async (req) => service.getTopic(app.db, requireUser(req), req.params.topicId),
  );

  app.get(
    '/api/v3/challenges/:id/',
    {
      schema: {
        tags,
        summary: 'A month’s challenge: a student’s progress, or a teacher’s classes (counts only)',
        description: `The id is "current" or a month "YYYY-MM" (UTC). ${flagNote}`,
        params: ChallengeIdParams,
        response: { 200: ChallengeView },
      },
    },
    async (req) => service.getChallenge(app.db, requireUser(req), req.params.id),
  );
};
