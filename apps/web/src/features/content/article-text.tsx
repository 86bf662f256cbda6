import { Fragment, lazy, Suspense, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  CHECKS_TEXT,
  markKeyTerms,
  type ArticleLevel,
  type BodyBlock,
  type InTextItem,
  type KeyTerm,
  type TextRun,
} from '@lectern/domain';
import s from './view.module.css';

// The popover (and the component library under it) loads when a reader first opens a term.
const InfoPopover = lazy(() => import('../../ui/info-popover.js').then((m) => ({ default: m.InfoPopover })));

/** Draws a block of the text inside something of another feature's (translate mode: the block beside its translation). */
export type BlockWrapper = (index: number, block: BodyBlock, node: ReactNode) => ReactNode;

/**
 * The level's text. With key terms (ASSIGN-60, ASSIGN-61) the first occurrence of each in the
 * paragraphs is a button that opens its definition; headings stay plain, as they are what a reader
 * scans. Without terms (support off, still loading, or the call failed) the text is plain.
 */
export function ArticleText({
  level,
  keyTerms,
  inText,
  wrapBlock,
}: {
  level: ArticleLevel;
  keyTerms: readonly KeyTerm[] | null;
  /** Draws an activity's item placed in the text (a check for understanding); none drawn without it. */
  inText?: ((item: InTextItem) => ReactNode) | undefined;
  wrapBlock?: BlockWrapper | undefined;
}) {
  const marked = useMemo(() => {
    if (!keyTerms?.length) return null;
    const paragraphs = level.body.filter((b) => b.kind === 'paragraph').map((b) => b.text);
    return markKeyTerms(paragraphs, keyTerms);
  }, [level.body, keyTerms]);
  let paragraph = 0;
  const gate = level.gate;
  const wrap: BlockWrapper = wrapBlock ?? ((_i, _b, node) => node);
  return level.body.map((b, i) => {
    const items = inText ? level.in_text.filter((x) => x.after_block === i) : [];
    // TOOLBAR-05: paragraphs are numbered 1, 2, 3… in the level's own order; headings are not.
    const n = b.kind === 'paragraph' ? ++paragraph : 0;
    const runs = b.kind === 'paragraph' ? marked?.[n - 1] : undefined;
    return (
      <Fragment key={i}>
        {wrap(
          i,
          b,
          b.kind === 'heading' ? (
            <h2 data-block={i}>{b.text}</h2>
          ) : (
            <p data-block={i} data-paragraph={n}>
              {runs ? <Runs runs={runs} /> : b.text}
            </p>
          ),
        )}
        {items.map((item) => (
          <Fragment key={`${item.activity_id}:${item.item_id}`}>{inText!(item)}</Fragment>
        ))}
        {gate && gate.after_block === i && <WaitingText blocks={gate.hidden_blocks} />}
      </Fragment>
    );
  });
}

/**
 * CFU-01: where the text waits for a student's answer. The server has not sent the rest, so this
 * is only its shape: blurred bars, hidden from screen readers and the keyboard, with one line
 * that says what opens it.
 */
function WaitingText({ blocks }: { blocks: number }) {
  const lines = Math.min(Math.max(blocks, 1), 4);
  return (
    <div className={s.waiting}>
      <div className={s.waitingBars} aria-hidden="true" inert>
        {Array.from({ length: lines }, (_, i) => (
          <div key={i} className={s.waitingParagraph}>
            <span />
            <span />
            <span />
          </div>
        ))}
      </div>
      <p className={s.waitingNote}>{CHECKS_TEXT.gated}</p>
    </div>
  );
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
