import { useState } from 'react';
import { Link } from 'react-router';
import { formatParts, PRINT_TEXT, printPath, type ArticleFormat, type PrintRequest } from '@lectern/domain';
import { Modal } from '../../ui/modal.js';
import { buttonClass } from '../../ui/plain-button.js';
import { usePrintOptions } from './api.js';
import s from './printing.module.css';

/**
 * PRINT-01: "Print Options" — the formats this reader may print as a choice, the switches
 * (Power Words, its answers, Ink-Saving Mode) as checkboxes, and Print, which opens the PDF in a
 * new tab. A locked account (PRINT-07) reads why instead.
 */
export function PrintOptionsModal({
  levelId,
  studentPreview,
  onClose,
}: {
  levelId: number;
  studentPreview: boolean;
  onClose: () => void;
}) {
  const options = usePrintOptions(levelId, true);
  return (
    <Modal title={PRINT_TEXT.modalTitle} isOpen onOpenChange={(o) => !o && onClose()} className={s.modal}>
      {options.isPending ? (
        <p className="muted" role="status">
          Loading print options…
        </p>
      ) : options.isError ? (
        <p role="alert">Could not load the print options. Close this window and try again.</p>
      ) : options.data.locked ? (
        <div className={s.locked}>
          <p>{options.data.message}</p>
          <div className={s.actions}>
            <button type="button" className={buttonClass('secondary')} onClick={onClose}>
              Close
            </button>
            <Link className={buttonClass('primary')} to="/solutions" onClick={onClose}>
              Request school access
            </Link>
          </div>
        </div>
      ) : (
        <PrintForm
          levelId={levelId}
          formats={options.data.formats.filter((f) => !studentPreview || f.value === 'article_only')}
          switches={options.data.options.filter((o) => !studentPreview || o.queryParam === 'eco_mode')}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function PrintForm({
  levelId,
  formats,
  switches,
  onClose,
}: {
  levelId: number;
  formats: { value: ArticleFormat; label: string }[];
  switches: { queryParam: string; label: string }[];
  onClose: () => void;
}) {
  const [format, setFormat] = useState<ArticleFormat>(formats[0]?.value ?? 'article_only');
  const [on, setOn] = useState<Record<string, boolean>>({});
  const toggle = (param: string, checked: boolean) =>
    setOn((prev) => {
      const next = { ...prev, [param]: checked };
      // Power Words answers print Power Words; without Power Words there are no answers to print.
      if (param === 'power_words_answers' && checked) next['power_words'] = true;
      if (param === 'power_words' && !checked) next['power_words_answers'] = false;
      return next;
    });
  const request: PrintRequest = {
    content: format,
    eco_mode: on['eco_mode'] === true,
    power_words: on['power_words'] === true && on['power_words_answers'] !== true,
    power_words_answers: on['power_words_answers'] === true,
  };
  const answers = formatParts(format).quizAnswers || request.power_words_answers;
  return (
    <form className={s.form} onSubmit={(e) => e.preventDefault()}>
      <fieldset className={s.group}>
        <legend>What to print</legend>
        {formats.map((f) => (
          <label key={f.value} className={s.choice}>
            <input
              type="radio"
              name="print-format"
              value={f.value}
              checked={format === f.value}
              onChange={() => setFormat(f.value)}
            />
            <span>{f.label}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className={s.group}>
        <legend>Options</legend>
        {switches.map((o) => (
          <label key={o.queryParam} className={s.choice}>
            <input
              type="checkbox"
              checked={on[o.queryParam] === true}
              onChange={(e) => toggle(o.queryParam, e.currentTarget.checked)}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </fieldset>
      {answers && <p className={s.note}>This copy includes the answers: keep it for yourself.</p>}
      <div className={s.actions}>
        <button type="button" className={buttonClass('secondary')} onClick={onClose}>
          {PRINT_TEXT.cancel}
        </button>
        <a className={buttonClass('primary')} href={printPath(levelId, request)} target="_blank" rel="noopener" onClick={onClose}>
          {PRINT_TEXT.submit}
        </a>
      </div>
    </form>
  );
}
