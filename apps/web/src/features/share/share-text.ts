import type { ArticleLevel } from '@lectern/domain';

/** What the share action and its dialog say (TOOLBAR-01). */
export const SHARE_TEXT = {
  action: 'Share',
  title: 'Share this article',
  articleLink: 'Article link',
  assignmentLink: 'Assignment link',
  copy: 'Copy link',
  copied: 'Link copied',
  copyAssignment: 'Copy assignment link',
  preview: 'Preview in a new window',
  previewNote: 'See the article as the link opens it, without your teacher tools.',
  done: 'Done',
} as const;

export interface ShareInput {
  level: ArticleLevel;
  /** A teacher's selected assignment, when it is published: its link is shared too. */
  assignmentContentId: string | null;
  /** Teachers may open a preview window (TOOLBAR-09). */
  canPreview: boolean;
}

/** The link students can open: the article at this level, nothing of the page's state. */
export const articleLink = (origin: string, level: ArticleLevel) =>
  `${origin}/view/${level.header_content_id}?levelId=${level.id}`;
