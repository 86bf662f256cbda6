import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { ARTICLE_TYPE_NAMES, GRADE_BANDS, SUBJECT_NAMES, type Me } from '@lectern/domain';
import { useContentSearch } from './api.js';
import { ContentCard } from './content-card.js';
import s from './library.module.css';

const BAND_GRADES = GRADE_BANDS.filter((b) => b.max >= 0).map((b) => ({ label: b.label, grade: Math.max(b.min, 0) }));

/**
 * Browse and search the library: text, subject, grade band, type and language. The filters live
 * in the URL, so a search can be shared and the server renders its results.
 */
export function Library({ me, heading = 'Library' }: { me: Me | null; heading?: string }) {
  const [params, setParams] = useSearchParams();
  const results = useContentSearch(params);
  const ids = { q: useId(), subject: useId(), grade: useId(), type: useId(), language: useId() };

  const set = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };

  const count = results.data?.count ?? 0;
  return (
    <section aria-labelledby="library-heading" className={s.library}>
      <div className={s.libraryHeader}>
        <h2 id="library-heading">{heading}</h2>
        <p className="muted" role="status">
          {results.isPending ? 'Loading articles…' : `${count} ${count === 1 ? 'article' : 'articles'}`}
        </p>
      </div>
      <form className={s.filters} role="search" action="/search" onSubmit={(e) => e.preventDefault()}>
        <div className={s.searchField}>
          <label htmlFor={ids.q}>Search</label>
          <input
            id={ids.q}
            type="search"
            name="q"
            placeholder="Try volcanoes, bees or bridges"
            defaultValue={params.get('q') ?? ''}
            onChange={(e) => set('q', e.target.value)}
          />
        </div>
        <Select
          id={ids.subject}
          name="subject"
          label="Subject"
          value={params.get('subject') ?? ''}
          onChange={(v) => set('subject', v)}
        >
          {Object.entries(SUBJECT_NAMES).map(([k, v]) => (
            <option key={k} value={k}>
              {v}
            </option>
          ))}
        </Select>
        <Select
          id={ids.grade}
          name="grade"
          label="Grade band"
          value={params.get('grade') ?? ''}
          onChange={(v) => set('grade', v)}
        >
          {BAND_GRADES.map((b) => (
            <option key={b.label} value={b.grade}>
              {b.label}
            </option>
          ))}
        </Select>
        <Select
          id={ids.type}
          name="article_type"
          label="Type"
          value={params.get('article_type') ?? ''}
          onChange={(v) => set('article_type', v)}
        >
          {Object.entries(ARTICLE_TYPE_NAMES).map(([k, v]) => (
            <option key={k} value={k}>
              {v}
            </option>
          ))}
        </Select>
        <Select
          id={ids.language}
          name="language"
          label="Language"
          value={params.get('language') ?? ''}
          onChange={(v) => set('language', v)}
        >
          <option value="en">English</option>
          <option value="es">Español</option>
        </Select>
      </form>
      {results.isError && <p role="alert">We couldn’t load the library. Please try again.</p>}
      {results.data && results.data.results.length === 0 && (
        <p className={s.empty}>No articles match. Try fewer filters or another word.</p>
      )}
      <ul className={s.grid} aria-busy={results.isFetching}>
        {results.data?.results.map((c) => (
          <ContentCard key={c.id} card={c} me={me} />
        ))}
      </ul>
    </section>
  );
}

function Select({
  id,
  name,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  children: React.ReactNode;
}) {
  return (
    <div className={s.selectField}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">All</option>
        {children}
      </select>
    </div>
  );
}

export function LibraryPage({ me }: { me: Me | null }) {
  return (
    <main className="page" id="main">
      <h1 className="visually-hidden">Library</h1>
      <Library me={me} heading="Find articles" />
    </main>
  );
}
