import { z } from 'zod';

/**
 * Hide from classes (TOOLBAR-18 … TOOLBAR-22, API-42 … API-44): a teacher hides an article from a
 * class of theirs; its students no longer find or open it unless it is assigned to them.
 */
export const ContentHide = z.object({
  id: z.number().int(),
  content_id: z.string(),
  classroom_id: z.number().int(),
});
export type ContentHide = z.infer<typeof ContentHide>;

/** `GET /api/v3/content-hide/?content_id=`: the teacher's hide records of an article. */
export const ContentHideList = z.object({
  results: z.array(ContentHide),
  /** TOOLBAR-20: the teacher's classes the article is assigned to (it cannot be hidden from them). */
  assigned_classroom_ids: z.array(z.number().int()),
});
export type ContentHideList = z.infer<typeof ContentHideList>;

const id = z.coerce.number().int().positive().max(2_147_483_647);

export const ContentHideQuery = z.object({ content_id: id });
export const ContentHideBody = z.object({ content_id: id, classroom_id: id }).strict();
export type ContentHideBody = z.infer<typeof ContentHideBody>;
export const ContentHideParams = z.object({ id });

export const CONTENT_HIDE_TEXT = {
  action: 'Hide from classes',
  hidden: (name: string) => `Hidden from ${name}`,
  opened: (name: string) => `Open to ${name}`,
  hideFailed: 'Article cannot be hidden',
  openFailed: 'Article cannot be un-hidden',
  noClasses: 'to hide this content, first create a class',
  assigned: 'Assigned to this class, so it stays open',
} as const;
