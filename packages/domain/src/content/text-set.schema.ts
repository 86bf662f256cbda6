import { z } from 'zod';
import { IsoDateTime } from '../input.js';
import { ContentCard } from './content-api.schema.js';

/**
 * Text sets (TOOLBAR-10 … TOOLBAR-17, API-38 … API-41): a teacher's (or parent's) named collection
 * of articles, saved from the article toolbar, with a page of its own at /subject/other/{id}.
 */

/** The limits of what a person types into a text set; the title is shown shortened (TOOLBAR-13). */
export const TEXT_SET_LIMITS = { title: 120, description: 1000, shownTitle: 60 } as const;

export const TEXT_SET_TEXT = {
  button: 'Save',
  action: 'Add to text set',
  create: 'Create a text set',
  added: (title: string) => `Added to ${title}`,
  removed: (title: string) => `Removed from ${title}`,
  /** TOOLBAR-16: the same words for a failed add and a failed remove, as the spec has them. */
  failed: (kind: 'Interactive video' | 'Article') => `${kind} cannot be deleted from text set`,
  liteDisabled:
    'Text sets come with a school subscription. A free account can read and assign free articles, but not save them to text sets.',
  empty: 'No articles in this text set yet. Open an article in the library, choose Save in its toolbar, and tick this text set.',
} as const;

/** TOOLBAR-13: a text set's title as lists and toasts show it, at most 60 characters with an ellipsis. */
export function shortTitle(title: string, max: number = TEXT_SET_LIMITS.shownTitle): string {
  const chars = [...title.trim()];
  if (chars.length <= max) return chars.join('');
  return `${chars
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}

/** TOOLBAR-10, TOOLBAR-11: teachers and parents not in a preview; disabled for the lite UI type; hidden for students. */
export function textSetAction(
  viewer: { isStudent: boolean; isTeacher: boolean; isParent: boolean; isLiteUser: boolean },
  inPreview: boolean,
): 'hidden' | 'disabled' | 'enabled' {
  if (inPreview || viewer.isStudent || !(viewer.isTeacher || viewer.isParent)) return 'hidden';
  return viewer.isLiteUser ? 'disabled' : 'enabled';
}

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** TOOLBAR-12: a member of a text set (an article: its story_content_id is its own id). */
export const TextSetMember = z.object({
  content_id: z.string(),
  story_content_id: z.string(),
  language: z.string(),
});
export type TextSetMember = z.infer<typeof TextSetMember>;

/** TOOLBAR-12: a text set with its members (API-40's depth=2). */
export const TextSet = z.object({
  id: z.number().int(),
  /** The text set as content: 12 hexadecimal digits, like an assignment's. */
  content_id: z.string(),
  title: z.string(),
  description: z.string(),
  date_shared: z.string().nullable(),
  date_created: z.string(),
  members: z.array(TextSetMember),
});
export type TextSet = z.infer<typeof TextSet>;

/** API-40: `GET /api/v3/content/selector/created-by-me/?depth=2&shape=card&type=text_set`. */
export const TextSetList = z.object({ count: z.number().int(), results: z.array(TextSet) });
export type TextSetList = z.infer<typeof TextSetList>;

export const TextSetSelectorQuery = z.object({
  type: z.literal('text_set'),
  depth: z.coerce.number().int().min(0).max(2).optional(),
  shape: z.literal('card').optional(),
});

/** The text set page: the set, whose it is, and the members this reader may open, as cards. */
export const TextSetDetail = TextSet.extend({
  owner: z.object({ display_name: z.string() }),
  is_owner: z.boolean(),
  cards: z.array(ContentCard),
});
export type TextSetDetail = z.infer<typeof TextSetDetail>;

export const TextSetParams = z.object({ id });

/** API-41: create a text set. Title and description are plain text (never HTML), trimmed. */
export const TextSetCreateBody = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'Give the text set a title.')
      .max(TEXT_SET_LIMITS.title, `Keep the title under ${TEXT_SET_LIMITS.title} characters.`),
    description: z
      .string()
      .trim()
      .max(TEXT_SET_LIMITS.description, `Keep the description under ${TEXT_SET_LIMITS.description} characters.`)
      .default(''),
    /** When it was shared: from then on anyone signed in with its link may view it. Null keeps it to its owner. */
    date_shared: IsoDateTime.nullable().default(null),
  })
  .strict();
export type TextSetCreateBody = z.input<typeof TextSetCreateBody>;

/** API-41's answer. */
export const TextSetCreated = z.object({ textSet: TextSet });
export type TextSetCreated = z.infer<typeof TextSetCreated>;

/** API-38, API-39: `{container_id, member_id, language?}` — the text set's id and the article's. */
export const ContentMembershipBody = z
  .object({
    container_id: id,
    member_id: id,
    language: z.enum(['en', 'es']).optional(),
  })
  .strict();
export type ContentMembershipBody = z.input<typeof ContentMembershipBody>;

export const ContentMembership = z.object({
  container_id: z.number().int(),
  member_id: z.string(),
  language: z.string(),
});
export type ContentMembership = z.infer<typeof ContentMembership>;

/**
 * TOOLBAR-14: the optimistic toggle — the article leaves the set if it is in it, else joins it.
 * Returns the lists as they will be, and which way it went.
 */
export function toggleMembership(
  sets: readonly TextSet[],
  setId: number,
  article: { content_id: string; language: string },
): { sets: TextSet[]; added: boolean } {
  const set = sets.find((s) => s.id === setId);
  const added = !set?.members.some((m) => m.content_id === article.content_id);
  return {
    added,
    sets: sets.map((s) =>
      s.id !== setId
        ? s
        : {
            ...s,
            members: added
              ? [
                  ...s.members,
                  { content_id: article.content_id, story_content_id: article.content_id, language: article.language },
                ]
              : s.members.filter((m) => m.content_id !== article.content_id),
          },
    ),
  };
}

/** Whether an article is in a set. */
export const inTextSet = (set: TextSet, contentId: string) => set.members.some((m) => m.content_id === contentId);
