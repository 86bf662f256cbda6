import { z } from 'zod';

/** `GET /api/v3/content/{contentId}/key-terms/?level_id={levelId}` (API-31, ASSIGN-60). */
export const KeyTermsQuery = z.object({ level_id: z.coerce.number().int().positive() });

export const KeyTerm = z.object({
  /** The word or phrase as the level's text uses it. */
  term: z.string(),
  /** One short definition, written for that level's readers. */
  definition: z.string(),
});
export type KeyTerm = z.infer<typeof KeyTerm>;

/** The key terms of one level, in the corpus's order (`algorithm_output` is the spec's name for the list). */
export const KeyTerms = z.object({
  content_id: z.string(),
  algorithm_output: z.array(KeyTerm),
});
export type KeyTerms = z.infer<typeof KeyTerms>;
