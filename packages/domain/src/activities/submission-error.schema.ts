import { z } from 'zod';
import { JsonData } from '../input.js';

/**
 * `POST /api/v3/submission-errors/`: a save of student or teacher work that failed in the browser
 * (ANNOT-17's "Unable to submit annotation", and the like), with the context a maintainer needs to
 * find out why: content, level, assignment, page and what was being saved. The server writes it to
 * its log; nothing is shown to the reader.
 */
export const SubmissionErrorReport = z
  .object({
    message: z.string().min(1).max(200),
    content_id: z.string().max(40).nullable(),
    level_id: z.number().int().nullable(),
    assignment_id: z.number().int().nullable(),
    url: z.string().max(2000),
    status: z.number().int().min(0).max(999).nullable(),
    data: JsonData,
  })
  .strict();
export type SubmissionErrorReport = z.infer<typeof SubmissionErrorReport>;
