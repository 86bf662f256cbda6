/**
 * Annotations as the article page composes them (ANNOT-01, ANNOT-02): a reading tool of signed-in
 * readers, with its panel (activityPanel=annotations, listed first in the picker with the level's
 * count) and its layer in the text. The panel is its own chunk.
 */
import { Suspense } from 'react';
import { ANNOTATION_TEXT, type ArticleLevel, type Content, type Me } from '@lectern/domain';
import { lazyPage } from '../../lib/lazy-page.js';
import { useAnnotations } from './api.js';
import { ANNOTATIONS_PANEL, AnnotationLayer } from './annotation-layer.js';

const Panel = lazyPage(() => import('./annotations-panel.js').then((m) => m.AnnotationsPanel));

export { AnnotationLayer, ANNOTATIONS_PANEL };

/** The picker's count: the annotations the reader sees on this level. */
function AnnotationCount({ levelId }: { levelId: number }) {
  const { data } = useAnnotations(levelId);
  if (!data) return null;
  const n = data.results.length;
  return <>{n === 0 ? 'None yet' : `${n} on this level`}</>;
}

/** The panel as the page's tool list wants it. */
export function annotationsToolPanel(me: Me, content: Content, level: ArticleLevel) {
  return {
    value: ANNOTATIONS_PANEL,
    title: ANNOTATION_TEXT.title,
    count: <AnnotationCount levelId={level.id} />,
    body: (
      <Suspense fallback={<p className="muted">Loading…</p>}>
        <Panel me={me} content={content} level={level} />
      </Suspense>
    ),
  };
}
