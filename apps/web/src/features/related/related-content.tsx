import { mayAskForRelated, RELATED_HEADING, showsRelatedContent, type Content, type Me } from '@lectern/domain';
import { SimilarContent, useSimilarContent } from '../../activities/similar-content.js';

/**
 * The article page's "Related content" block (RELATED-01 … RELATED-08): the four articles most like
 * this one, under the article. It shows only when every condition of RELATED-02 holds, and the
 * search is not even sent when one that does not depend on its answer fails; a failed or empty
 * search shows nothing.
 */
export function RelatedContent({ me, content, presentMode }: { me: Me; content: Content; presentMode: boolean }) {
  const conditions = { metadata: content, headerId: content.header_id, presentMode, viewer: me };
  const related = useSimilarContent(content.id, me, mayAskForRelated(conditions));
  const results = related.data?.results ?? [];
  if (!showsRelatedContent({ ...conditions, resultCount: results.length })) return null;
  return <SimilarContent heading={RELATED_HEADING} results={results} me={me} />;
}
