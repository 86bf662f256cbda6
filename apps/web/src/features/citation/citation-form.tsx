import { useEffect, useId, useRef, useState, type FocusEvent, type FormEvent, type ReactNode } from 'react';
import { CITATION_MONTHS, citationErrors, dayMonthYear, isoOfDay, type CitationAuthor, type CitationData } from '@lectern/domain';
import { PlainButton } from '../../ui/plain-button.js';
import s from './citation.module.css';

/** A date as the form holds it (TOOLBAR-32: day, month name, year), each part as typed. */
interface DateParts {
  day: string;
  month: string;
  year: string;
}

const partsOf = (iso: string): DateParts => {
  const d = dayMonthYear(iso);
  return d ? { day: String(d.day), month: String(d.month), year: String(d.year) } : { day: '', month: '', year: '' };
};

/**
 * The ISO date-time of the parts: '' when they are all empty, the original value when they still
 * say the same day, and something that fails the date check when they name no real day.
 */
function isoOfParts(p: DateParts, original: string): string {
  if (!p.day.trim() && !p.month && !p.year.trim()) return '';
  const same = partsOf(original);
  if (same.day === p.day.trim() && same.month === p.month && same.year === p.year.trim()) return original;
  return isoOfDay({ day: Number(p.day), month: Number(p.month), year: Number(p.year) }) || 'not a date';
}

interface Contributor extends CitationAuthor {
  key: number;
}

/**
 * TOOLBAR-25 … TOOLBAR-28: "Edit citation information" — Article, Contributors, Online publication
 * info; Save Edits is refused until every check passes, and a field shows its error once it has
 * been left or a save was tried. Fields that generation could not fill are marked from the start
 * (TOOLBAR-29).
 */
export function CitationForm({
  initial,
  missing,
  onCancel,
  onSave,
}: {
  initial: CitationData;
  /** Field paths already known to be missing: shown as errors at once. */
  missing: string[];
  onCancel: () => void;
  onSave: (data: CitationData) => void;
}) {
  const nextKey = useRef(initial.authors.length);
  const [draft, setDraft] = useState(() => ({
    title: initial.title,
    version: initial.version,
    websiteTitle: initial.websiteTitle,
    contentProvider: initial.contentProvider,
    url: initial.url,
  }));
  const [authors, setAuthors] = useState<Contributor[]>(() => initial.authors.map((a, key) => ({ ...a, key })));
  const [published, setPublished] = useState(() => partsOf(initial.datePublished));
  const [accessed, setAccessed] = useState(() => partsOf(initial.dateAccessed));
  const [touched, setTouched] = useState(() => new Set(missing));
  const [attempted, setAttempted] = useState(false);
  // Counts refused saves: after each, once the errors are drawn, the first field in error takes the focus.
  const [refused, setRefused] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (refused > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);

  const data: CitationData = {
    ...draft,
    authors: authors.map(({ key: _key, ...a }) => a),
    datePublished: isoOfParts(published, initial.datePublished),
    dateAccessed: isoOfParts(accessed, initial.dateAccessed),
    isOriginalLevel: initial.isOriginalLevel,
  };
  const errors = citationErrors(data);
  const errorOf = (field: string) => (attempted || touched.has(field) ? errors[field] : undefined);
  const touch = (field: string) => setTouched((t) => (t.has(field) ? t : new Set(t).add(field)));

  const text = (field: keyof typeof draft, label: string, required = false) => (
    <Field
      label={label}
      required={required}
      value={draft[field]}
      error={errorOf(field)}
      onChange={(v) => setDraft((d) => ({ ...d, [field]: v }))}
      onBlur={() => touch(field)}
      type={field === 'url' ? 'url' : 'text'}
    />
  );
  const setAuthor = (key: number, patch: Partial<CitationAuthor>) =>
    setAuthors((list) => list.map((a) => (a.key === key ? { ...a, ...patch } : a)));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setAttempted(true);
    if (Object.keys(errors).length > 0) {
      setRefused((n) => n + 1);
      return;
    }
    onSave(data);
  };

  return (
    <form ref={formRef} className={s.form} onSubmit={submit} noValidate>
      <section className={s.section} aria-labelledby="citation-article">
        <h3 id="citation-article">Article</h3>
        <div className={s.grid}>
          {text('title', 'Title', true)}
          {text('version', 'Version')}
        </div>
      </section>

      <section className={s.section} aria-labelledby="citation-contributors">
        <h3 id="citation-contributors">Contributors</h3>
        {authors.length === 0 && <p className="muted">No contributors.</p>}
        {authors.map((a, i) => {
          const path = `authors.${i}`;
          return (
            <fieldset key={a.key} className={s.contributor}>
              <legend>Contributor {i + 1}</legend>
              <div className={s.nameGrid}>
                <Field
                  label="First name"
                  required
                  value={a.firstName}
                  error={errorOf(`${path}.firstName`)}
                  onChange={(v) => setAuthor(a.key, { firstName: v })}
                  onBlur={() => touch(`${path}.firstName`)}
                />
                <Field label="Middle name" value={a.middleName} onChange={(v) => setAuthor(a.key, { middleName: v })} />
                <Field
                  label="Last name"
                  required
                  value={a.lastName}
                  error={errorOf(`${path}.lastName`)}
                  onChange={(v) => setAuthor(a.key, { lastName: v })}
                  onBlur={() => touch(`${path}.lastName`)}
                />
                <Field label="Suffix" value={a.suffix} onChange={(v) => setAuthor(a.key, { suffix: v })} />
              </div>
              <PlainButton
                variant="quiet"
                className={s.remove}
                aria-label={`Remove contributor ${i + 1}`}
                onClick={() => setAuthors((list) => list.filter((x) => x.key !== a.key))}
              >
                Remove
              </PlainButton>
            </fieldset>
          );
        })}
        <PlainButton
          variant="secondary"
          onClick={() =>
            setAuthors((list) => [...list, { key: nextKey.current++, firstName: '', middleName: '', lastName: '', suffix: '' }])
          }
        >
          Add contributor
        </PlainButton>
      </section>

      <section className={s.section} aria-labelledby="citation-online">
        <h3 id="citation-online">Online publication info</h3>
        <div className={s.grid}>
          {text('websiteTitle', 'Website title', true)}
          {text('contentProvider', 'Publisher')}
          <div className={s.wide}>{text('url', 'URL', true)}</div>
          <DateField
            legend="Date published"
            required
            value={published}
            onChange={setPublished}
            error={errorOf('datePublished')}
            onBlur={() => touch('datePublished')}
          />
          <DateField
            legend="Date accessed"
            value={accessed}
            onChange={setAccessed}
            error={errorOf('dateAccessed')}
            onBlur={() => touch('dateAccessed')}
          />
        </div>
      </section>

      <div className={s.actions}>
        <PlainButton variant="secondary" onClick={onCancel}>
          Cancel
        </PlainButton>
        <PlainButton type="submit">Save Edits</PlainButton>
      </div>
    </form>
  );
}

/**
 * Whether leaving a field marks it touched: not when the focus goes to a button. An error drawn
 * then would push the buttons below it down between the press and the release, and the click
 * (Save Edits, Cancel, Remove) would miss; Save Edits shows every error anyway.
 */
const leftFor = (e: FocusEvent) => !(e.relatedTarget instanceof HTMLButtonElement);

function Required() {
  return (
    <span className={s.required} aria-hidden="true">
      {' '}
      *
    </span>
  );
}

function ErrorText({ id, children }: { id: string; children: ReactNode }) {
  return (
    <span id={id} className={s.error}>
      {children}
    </span>
  );
}

/** A labelled text input with its error under it. */
function Field({
  label,
  value,
  onChange,
  onBlur,
  error,
  required = false,
  type = 'text',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
  type?: 'text' | 'url';
}) {
  const id = useId();
  return (
    <div className={s.field}>
      <label htmlFor={id}>
        {label}
        {required && <Required />}
      </label>
      <input
        id={id}
        type={type}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
        onBlur={(e) => leftFor(e) && onBlur?.()}
      />
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </div>
  );
}

/** TOOLBAR-32: a date entered as day, month name and year. */
function DateField({
  legend,
  value,
  onChange,
  onBlur,
  error,
  required = false,
}: {
  legend: string;
  value: DateParts;
  onChange: (value: DateParts) => void;
  onBlur: () => void;
  error?: string;
  required?: boolean;
}) {
  const id = useId();
  const described = error ? `${id}-error` : undefined;
  const invalid = error ? true : undefined;
  // The date counts as left when the focus leaves its three parts, not when it moves between them.
  const leave = (e: FocusEvent) => {
    if (!e.currentTarget.contains(e.relatedTarget) && leftFor(e)) onBlur();
  };
  return (
    <fieldset className={s.date} onBlur={leave}>
      <legend>
        {legend}
        {required && <Required />}
      </legend>
      <div className={s.dateParts}>
        <div className={s.field}>
          <label htmlFor={`${id}-day`}>Day</label>
          <input
            id={`${id}-day`}
            className={s.day}
            inputMode="numeric"
            autoComplete="off"
            maxLength={2}
            value={value.day}
            required={required}
            aria-invalid={invalid}
            aria-describedby={described}
            onChange={(e) => onChange({ ...value, day: e.target.value.replace(/\D/g, '') })}
          />
        </div>
        <div className={s.field}>
          <label htmlFor={`${id}-month`}>Month</label>
          <select
            id={`${id}-month`}
            value={value.month}
            required={required}
            aria-invalid={invalid}
            aria-describedby={described}
            onChange={(e) => onChange({ ...value, month: e.target.value })}
          >
            <option value="">—</option>
            {CITATION_MONTHS.map((m, i) => (
              <option key={m} value={String(i + 1)}>
                {m}
              </option>
            ))}
          </select>
        </div>
        <div className={s.field}>
          <label htmlFor={`${id}-year`}>Year</label>
          <input
            id={`${id}-year`}
            className={s.year}
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            value={value.year}
            required={required}
            aria-invalid={invalid}
            aria-describedby={described}
            onChange={(e) => onChange({ ...value, year: e.target.value.replace(/\D/g, '') })}
          />
        </div>
      </div>
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </fieldset>
  );
}
