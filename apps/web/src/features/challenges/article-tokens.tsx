import type { Me } from '@lectern/domain';

/** The token panel at the top of a student's activity picker (TOKEN-01, TOKEN-04, TOKEN-05). */
export function ArticleTokensPanel(_props: { me: Me; contentId: string }) {
  return null;
}
