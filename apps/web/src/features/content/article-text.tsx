import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { markKeyTerms, type ArticleLevel, type KeyTerm, type TextRun } from '@lectern/domain';
import s from './view.module.css';

// The popover (and the component library under it) loads when a reader first opens a term.
const InfoPopover = lazy(() => import('../../ui/info-popover.js').then((m) => ({ default: m.InfoPopover })));

/**
 * The level's text. With key terms (ASSIGN-60, ASSIGN-61) the first occurrence of each in the
 * paragraphs is a button that opens its definition; headings stay plain, as they are what a reader
 * scans. Without terms (support off, still loading, or the call failed) the text is plain.
 */
export function ArticleText({ level, keyTerms }: { level: ArticleLevel; keyTerms: readonly KeyTerm[] | null }) {
  const marked = useMemo(() => {
    if (!keyTerms?.length) return null;
    const paragraphs = level.body.filter((b) => b.kind === 'paragraph').map((b) => b.text);
    return markKeyTerms(paragraphs, keyTerms);
  }, [level.body, keyTerms]);
  let paragraph = 0;
  return level.body.map((b, i) => {
    if (b.kind === 'heading') return <h2 key={i}>{b.text}</h2>;
    const runs = marked?.[paragraph++];
    return <p key={i}>{runs ? <Runs runs={runs} /> : b.text}</p>;
  });
}

function Runs({ runs }: { runs: TextRun[] }) {
  return runs.map((r, i) => (r.term ? <KeyTermButton key={i} text={r.text} term={r.term} /> : r.text));
}

/** A key term in the text: a native button (the page stays light) that opens its definition. */
function KeyTermButton({ text, term }: { text: string; term: KeyTerm }) {
  const ref = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        ref={ref}
        type="button"
        className={s.keyTerm}
        aria-label={`${text}, key term`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        {text}
      </button>
      {open && (
        <Suspense fallback={null}>
          <InfoPopover triggerRef={ref} isOpen={open} onOpenChange={setOpen} title={term.term}>
            <p>{term.definition}</p>
          </InfoPopover>
        </Suspense>
      )}
    </>
  );
}
