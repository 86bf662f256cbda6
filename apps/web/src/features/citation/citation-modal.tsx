import { useEffect, useMemo, useRef, useState } from 'react';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import {
  CITATION_STYLES,
  CITATION_TEXT,
  citationErrors,
  citationFromLevel,
  citationHtml,
  citationText,
  formatCitation,
  type CitationData,
  type CitationStyle,
  type CitedLevel,
} from '@lectern/domain';
import { Modal } from '../../ui/modal.js';
import { PlainButton } from '../../ui/plain-button.js';
import { useToast } from '../../ui/toast.js';
import { CitationForm } from './citation-form.js';
import s from './citation.module.css';

/** How long "Citation copied" stays before the button offers to copy again. */
const COPIED_MS = 4000;

/**
 * Puts the citation on the clipboard as HTML (word processors keep its italics) and as plain text;
 * where the browser cannot write HTML, as plain text alone.
 */
async function copyCitation(data: CitationData, style: CitationStyle) {
  const runs = formatCitation(data, style);
  const text = citationText(runs);
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard.write) {
    try {
      await navigator.clipboard.write([
        new ClipboardItem({
          'text/plain': new Blob([text], { type: 'text/plain' }),
          'text/html': new Blob([citationHtml(runs)], { type: 'text/html' }),
        }),
      ]);
      return;
    } catch {
      // Some browsers refuse HTML on the clipboard: plain text below.
    }
  }
  await navigator.clipboard.writeText(text);
}

const FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  url: 'URL',
  websiteTitle: 'Website title',
  datePublished: 'Date published',
  dateAccessed: 'Date accessed',
  firstName: 'first name',
  lastName: 'last name',
};

/** A field path as the form names it: "Date published", "Contributor 2's last name". */
function fieldLabel(path: string): string {
  const [field, index, part] = path.split('.');
  if (field === 'authors' && part) return `Contributor ${Number(index) + 1}'s ${FIELD_LABELS[part] ?? part}`;
  return FIELD_LABELS[path] ?? path;
}

export interface CitationModalProps {
  /** The level on screen, its address, and when the reader opened the modal (the access date). */
  level: CitedLevel;
  url: string;
  openedAt: Date;
  /** The reader's saved edits for this level, if any (kept for the page's life, never sent). */
  edited: CitationData | undefined;
  onSave: (data: CitationData) => void;
  onClose: () => void;
}

/**
 * TOOLBAR-23 … TOOLBAR-29: the citation generator. The view shows the article cited in the chosen
 * style with Copy, Edit and Done; Edit swaps in the form ("Edit citation information"). When
 * generation left a required part out, a banner says so and the form marks those fields.
 */
export function CitationModal({ level, url, openedAt, edited, onSave, onClose }: CitationModalProps) {
  const generated = useMemo(() => citationFromLevel(level, url, openedAt), [level, url, openedAt]);
  const [mode, setMode] = useState<'view' | 'edit'>('view');
  const [style, setStyle] = useState<CitationStyle>('MLA');
  const [copied, setCopied] = useState(false);
  const toast = useToast();
  const data = edited ?? generated;
  const missing = Object.keys(citationErrors(data));
  const copiedTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(copiedTimer.current), []);

  const chooseStyle = (key: Key) => {
    setStyle(key as CitationStyle);
    setCopied(false); // TOOLBAR-24: a new tab offers to copy its own citation.
  };
  const copy = async () => {
    try {
      await copyCitation(data, style);
      setCopied(true);
      clearTimeout(copiedTimer.current);
      copiedTimer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      toast('The citation could not be copied: select its text and copy it.', 'error');
    }
  };

  // TOOLBAR-29: the banner, and the missing parts named and marked (the form marks their fields).
  const banner = missing.length > 0 && (
    <div className={s.banner} role="alert">
      <p>{CITATION_TEXT.missingBanner}</p>
      <p>
        Missing:{' '}
        {missing.map((field, i) => (
          <span key={field}>
            {i > 0 && ', '}
            <mark className={s.missingPart}>{fieldLabel(field)}</mark>
          </span>
        ))}
      </p>
    </div>
  );

  return (
    <Modal
      title={mode === 'edit' ? CITATION_TEXT.editTitle : 'Cite this article'}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      className={s.modal}
      overlayClassName={s.overlay}
    >
      {mode === 'edit' ? (
        <>
          {banner}
          <CitationForm
            initial={data}
            missing={missing}
            onCancel={() => setMode('view')}
            onSave={(next) => {
              onSave(next);
              setMode('view');
            }}
          />
        </>
      ) : (
        <>
          {banner}
          <Tabs selectedKey={style} onSelectionChange={chooseStyle} className={s.tabs}>
            <TabList aria-label="Citation style" className={s.tabList}>
              {CITATION_STYLES.map((st) => (
                <Tab key={st} id={st} className={s.tab}>
                  {st}
                </Tab>
              ))}
            </TabList>
            {CITATION_STYLES.map((st) => (
              <TabPanel key={st} id={st} className={s.tabPanel}>
                <p className={s.citation} data-testid="citation">
                  {formatCitation(data, st).map((run, i) =>
                    run.italic ? <i key={i}>{run.text}</i> : <span key={i}>{run.text}</span>,
                  )}
                </p>
              </TabPanel>
            ))}
          </Tabs>
          <div className={s.actions}>
            <PlainButton onClick={() => void copy()}>{copied ? CITATION_TEXT.copied : CITATION_TEXT.copy}</PlainButton>
            <PlainButton variant="secondary" onClick={() => setMode('edit')}>
              Edit
            </PlainButton>
            <PlainButton variant="secondary" className={s.done} onClick={onClose}>
              Done
            </PlainButton>
          </div>
          <p className="visually-hidden" role="status">
            {copied ? CITATION_TEXT.copied : ''}
          </p>
        </>
      )}
    </Modal>
  );
}
