import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ContentIdParams,
  GeneratedPrompts,
  GeneratedPromptsQuery,
  PromptCreateBody,
  PromptList,
  PromptListQuery,
  PromptUpdateBody,
  ResponseList,
  ResponseListQuery,
  ResponseSaveBody,
  ReviewBody,
  WritePrompt,
  WriteResponse,
} from '@lectern/domain';
import { requireUser } from '../../plugins/session.js';
import * as prompts from './write-prompts.service.js';
import * as responses from './write-responses.service.js';

const tags = ['write prompts'];
const promptParams = z.object({ promptId: z.coerce.number().int().positive() });
const responseParams = z.object({ responseId: z.coerce.number().int().positive() });
const ExportQuery = ResponseListQuery.omit({ student_id: true }).required({ classroom_id: true });

const saveDescription =
  'Students only, in the named class (its unique id), on an article they may read. `base_revision` is the revision the text was written on (0 for a new response). 201 with a new response; 200 when a draft is saved (revision + 1) or when the text is the one stored (a retry: nothing is written). 409 `stale_draft` when the draft was saved from elsewhere since `base_revision`, 409 `already_submitted` after a submission: both carry the stored response as `error.current`. `date_completed` submits (the server’s clock is stored). A new response after a submitted one only when its shared review has no score or asks for a revision (WRITE-16). `prompt_content_id` must be the class’s prompt on the article, or null when it has none (400). 404 for a class or response that is not the student’s.';

/** Write prompts and students' responses (WRITE-01 … WRITE-25, API-26 … API-30). */
export const writePromptsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v3/content/:contentId/write-prompts/',
    {
      schema: {
        tags,
        summary: 'Prompts generated from one level of an article, one per line led by "* " (API-26)',
        description:
          'Teachers, parents, staff and students who may read that level’s text, as for its key terms: 403 `subscription_required` without a licence or for a lite student outside the free collection; 451 `district_restricted`; 403 `forbidden` for a level other than the one an assignment holds a student at; 404 for an unknown article or a level of another article.',
        params: ContentIdParams,
        querystring: GeneratedPromptsQuery,
        response: { 200: GeneratedPrompts },
      },
    },
    async (req) => prompts.getGeneratedPrompts(app.db, requireUser(req), Number(req.params.contentId), req.query.level_id),
  );

  app.get(
    '/api/v2/prompt/',
    {
      schema: {
        tags,
        summary: 'Write prompts on an article: a teacher’s own, or the prompt each of a student’s classes answers',
        description:
          'Teachers get their own prompts in `results`; students one entry per class in `classes` (by class name) with the teacher’s prompt or null, the text to answer (else the article’s first generated prompt at the student’s level) and the rubric; parents get empty lists. 403 for other roles.',
        querystring: PromptListQuery,
        response: { 200: PromptList },
      },
    },
    async (req) => prompts.listPrompts(app.db, requireUser(req), Number(req.query.article_id)),
  );

  app.post(
    '/api/v2/prompt/',
    {
      schema: {
        tags,
        summary: 'Write a prompt on an article for some of the teacher’s classes (API-27)',
        description:
          'Teachers only (403). `collection_id` is the article, `header_id` one of its levels (404 otherwise), `classroom_ids` the unique ids of the teacher’s own classes (404 for any other). A class answers one prompt per article: a class that had another prompt on the article moves to this one.',
        body: PromptCreateBody,
        response: { 201: WritePrompt },
      },
    },
    async (req, reply) => reply.status(201).send(await prompts.createPrompt(app.db, requireUser(req), req.body)),
  );

  app.post(
    '/api/v2/prompt/:promptId/',
    {
      schema: {
        tags,
        summary: 'Change a write prompt’s text, classes or rubric (its teacher only; API-28)',
        description:
          '404 for another teacher’s prompt; 403 for other roles. Text equal to the current text is not saved (WRITE-06). Classes named move to this prompt; classes left out stop answering it.',
        params: promptParams,
        body: PromptUpdateBody,
        response: { 200: WritePrompt },
      },
    },
    async (req) => prompts.updatePrompt(app.db, requireUser(req), req.params.promptId, req.body),
  );

  app.post(
    '/api/v2/constructedresponseanswer/',
    {
      config: { studentWork: true },
      schema: {
        tags,
        summary: 'Save a new write-prompt response: an autosaved draft, or a submission (API-29)',
        description: saveDescription,
        body: ResponseSaveBody,
        response: { 200: WriteResponse, 201: WriteResponse },
      },
    },
    async (req, reply) => {
      const { status, response } = await responses.saveResponse(app.db, requireUser(req), req.body);
      return reply.status(status).send(response);
    },
  );

  app.post(
    '/api/v2/constructedresponseanswer/:responseId/',
    {
      config: { studentWork: true },
      schema: {
        tags,
        summary: 'Save a write-prompt response the student has (API-29)',
        description: saveDescription,
        params: responseParams,
        body: ResponseSaveBody,
        response: { 200: WriteResponse, 201: WriteResponse },
      },
    },
    async (req, reply) => {
      const { status, response } = await responses.saveResponse(app.db, requireUser(req), req.body, req.params.responseId);
      return reply.status(status).send(response);
    },
  );

  app.get(
    '/api/v2/constructedresponseanswer/',
    {
      schema: {
        tags,
        summary: 'Write-prompt responses on an article (API-30)',
        description:
          'A student reads their own (`student_id` omitted or theirs); a teacher the responses in their classes (`classroom_id` one of them, `student_id` a student they teach); a parent their linked child’s (`student_id` required, 400 without). Students and parents see a review once it is shared. 404 for a class or student that is not the reader’s; 403 for other roles.',
        querystring: ResponseListQuery,
        response: { 200: ResponseList },
      },
    },
    async (req) => responses.listResponses(app.db, requireUser(req), req.query),
  );

  app.put(
    '/api/v2/constructedresponseanswer/:responseId/review/',
    {
      schema: {
        tags,
        summary: 'Review a submitted response: a score out of 4 (or none) and feedback (WRITE-24)',
        description:
          'The teacher of the response’s class only (404 for anyone else’s response, 403 for other roles). 409 `not_submitted` for a draft. `share` shows the review to the student (the first share date stands; sharing is not undone); `request_revision` asks for a new response (and shares the review), false clears the request.',
        params: responseParams,
        body: ReviewBody,
        response: { 200: WriteResponse },
      },
    },
    async (req) => responses.reviewResponse(app.db, requireUser(req), req.params.responseId, req.body),
  );

  app.get(
    '/api/v2/constructedresponseanswer/export/',
    {
      schema: {
        tags,
        summary: 'One class’s responses on an article as CSV (the class’s teacher)',
        description:
          '`text/csv` attachment, UTF-8 with a byte order mark: one row per student of the class by last then first name — student, username, status (Not started, Draft, Submitted, Reviewed), score, date submitted (ISO 8601), feedback and the response. Cells that a spreadsheet would read as a formula are prefixed with a single quote. 404 for a class that is not the teacher’s; 403 for other roles.',
        querystring: ExportQuery,
      },
    },
    async (req, reply) => {
      const { fileName, csv } = await responses.exportResponses(app.db, requireUser(req), req.query);
      return reply
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );
};
