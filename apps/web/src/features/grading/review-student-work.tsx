import type { ArticleLevel } from '@lectern/domain';

/** The Review Student Work entry and modal (TOOLS-31, TOOLS-32). */
export function ReviewStudentWork(_props: { contentId: string; level: ArticleLevel }) {
  return null;
}
