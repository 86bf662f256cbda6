/**
 * Annotations in the article's text (ANNOT-01): every annotation the reader sees is painted in its
 * pen's colour and underline (CSS Custom Highlight API: the article's DOM is not touched), the draft
 * and the annotation a card points at are painted apart, and a selection in the text offers
 * "Annotate", which opens the panel with a draft card for it.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PEN_NAMES, type ArticleLevel, type BlockRange, type PenName } from '@lectern/domain';
import { articleRoot, domRangeMaker, domRangeOf, paintHighlights, selectedRange } from '../../activities/anchoring.js';
import { useAnnotations } from './api.js';
import { newClientKey, setAnnotationState, useAnnotationState } from './annotation-store.js';
import { placementsOf } from './placement.js';
import s from './annotations.module.css';

export const ANNOTATIONS_PANEL = 'annotations';

/** The level's block texts, one array per level (placements are remembered by it). */
export const useBlockTexts = (level: ArticleLevel) => useMemo(() => level.body.map((b) => b.text), [level.body]);

/** Opens the annotations panel with a draft for a range. */
export function useStartDraft(level: ArticleLevel) {
  const [query, setQuery] = useSearchParams();
  return (range: BlockRange) => {
    setAnnotationState({ draft: { levelId: level.id, range, clientKey: newClientKey() }, fresh: null });
    if (query.get('activityPanel') !== ANNOTATIONS_PANEL) {
      const next = new URLSearchParams(query);
      next.set('activityPanel', ANNOTATIONS_PANEL);
      next.delete('question');
      setQuery(next, { replace: true });
    }
  };
}

export function AnnotationLayer({ level }: { level: ArticleLevel }) {
  const texts = useBlockTexts(level);
  const { data } = useAnnotations(level.id);
  const { draft, active } = useAnnotationState();

  // Paint every placed annotation, by pen; measured as `annotations:paint` (bench/annotation-paint.ts).
  useEffect(() => {
    const root = articleRoot();
    if (!root || !data) return;
    const start = performance.now();
    const places = placementsOf(texts, data);
    const toDom = domRangeMaker(root);
    const byPen = new Map<PenName, Range[]>();
    for (const a of data.results) {
      const r = places.get(a.id);
      const dom = r && toDom(r);
      if (!dom) continue;
      const ranges = byPen.get(a.pen_name);
      if (ranges) ranges.push(dom);
      else byPen.set(a.pen_name, [dom]);
    }
    for (const pen of PEN_NAMES) paintHighlights(`annotation-${pen}`, byPen.get(pen) ?? []);
    performance.measure('annotations:paint', { start, end: performance.now() });
    return () => {
      for (const pen of PEN_NAMES) paintHighlights(`annotation-${pen}`, []);
    };
  }, [data, texts]);

  // The draft (its selection is gone once the reader types) and the annotation a card points at.
  useEffect(() => {
    const root = articleRoot();
    if (!root) return;
    const draftRange = draft && draft.levelId === level.id ? domRangeOf(root, draft.range) : null;
    paintHighlights('annotation-draft', draftRange ? [draftRange] : []);
    const activeRange = active !== null && data ? placementsOf(texts, data).get(active) : null;
    const activeDom = activeRange ? domRangeOf(root, activeRange) : null;
    paintHighlights('annotation-active', activeDom ? [activeDom] : []);
  }, [draft, active, data, texts, level.id]);

  useEffect(
    () => () => {
      paintHighlights('annotation-draft', []);
      paintHighlights('annotation-active', []);
    },
    [],
  );

  return <AnnotateButton level={level} texts={texts} />;
}

/** "Annotate" beside a selection in the article's text. */
function AnnotateButton({ level, texts }: { level: ArticleLevel; texts: string[] }) {
  const [at, setAt] = useState<{ top: number; left: number; range: BlockRange } | null>(null);
  const startDraft = useStartDraft(level);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const root = articleRoot();
        const sel = document.getSelection();
        const range = root ? selectedRange(root, texts) : null;
        if (!root || !range || !sel || sel.rangeCount === 0) {
          // Keep the button while focus is on it (a keyboard reader tabbing to it).
          if (document.activeElement !== button.current) setAt(null);
          return;
        }
        const rects = sel.getRangeAt(0).getClientRects();
        const last = rects[rects.length - 1] ?? sel.getRangeAt(0).getBoundingClientRect();
        // Under the selection's last line, inside the window (the button is fixed to the viewport).
        const top = Math.min(last.bottom + 8, window.innerHeight - 48);
        const left = Math.min(Math.max(last.right - 56, 8), window.innerWidth - 120);
        setAt({ top, left, range });
      }, 120);
    };
    document.addEventListener('selectionchange', update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      clearTimeout(timer);
      document.removeEventListener('selectionchange', update);
      window.removeEventListener('scroll', update);
    };
  }, [texts]);

  if (!at) return null;
  return (
    <button
      ref={button}
      type="button"
      className={s.annotate}
      style={{ top: at.top, left: at.left }}
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => {
        startDraft(at.range);
        setAt(null);
      }}
    >
      Annotate
    </button>
  );
}
