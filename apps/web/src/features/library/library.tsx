import { useSearchParams } from 'react-router';
import { ARTICLE_TYPE_NAMES, GRADE_BANDS, libraryCountText, SUBJECT_NAMES, type Me } from '@lectern/domain';
import { useContentSearch, useStandard } from './api.js';
import { cardGridClass, ContentCard } from '../../activities/content-card.js';
import { InputField, SelectField } from '../../ui/select-field.js';
import s from './library.module.css';

/** The filters beside the search box: query parameter, label, and its options as [value, text]. */
const FILTER_FIELDS: { name: string; label: string; options: [string, string][] }[] = [
  { name: 'subject', label: 'Subject', options: Object.entries(SUBJECT_NAMES) },
  {
    name: 'grade',
    label: 'Grade band',
    options: GRADE_BANDS.filter((b) => b.max >= 0).map((b) => [String(Math.max(b.min, 0)), b.label]),
  },
  { name: 'article_type', label: 'Type', options: Object.entries(ARTICLE_TYPE_NAMES) },
  {
    name: 'language',
    label: 'Language',
    options: [
      ['en', 'English'],
      ['es', 'Español'],
    ],
  },
];

/**
 * Browse and search the library: text, subject, grade band, type and language. The filters live
 * in the URL, so a search can be shared and the server renders its results.
 */
export function Library({
  me,
  heading = 'Library',
  page = false,
}: {
  me: Me | null;
  heading?: string;
  /** The library is the page (/search): its heading is the page's title. */
  page?: boolean;
}) {
  const [params, setParams] = useSearchParams();
  const results = useContentSearch(params);

  const set = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };

  const count = results.data?.count ?? 0;
  const standardId = params.get('standards') ?? '';
  return (
    <section aria-labelledby="library-heading" className={page ? s.libraryPage : s.library}>
      <div className={s.libraryHeader}>
        {page ? (
          <div>
            <h1 id="library-heading">{heading}</h1>
            <p className={`muted ${s.lead}`}>Articles for every reader, each at several reading levels.</p>
          </div>
        ) : (
          <h2 id="library-heading">{heading}</h2>
        )}
        <p className={`muted ${s.count}`} role="status">
          {results.isPending ? 'Loading the library…' : libraryCountText(count, results.data?.results ?? [])}
        </p>
      </div>
      <form className={s.filters} role="search" action="/search" onSubmit={(e) => e.preventDefault()}>
        <div className={s.searchField}>
          <InputField
            label="Search"
            type="search"
            name="q"
            placeholder="Try volcanoes, bees or bridges"
            defaultValue={params.get('q') ?? ''}
            onChange={(e) => set('q', e.target.value)}
          />
        </div>
        {FILTER_FIELDS.map((f) => (
          <SelectField
            key={f.name}
            name={f.name}
            label={f.label}
            value={params.get(f.name) ?? ''}
            onChange={(v) => set(f.name, v)}
          >
            <option value="">All</option>
            {f.options.map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </SelectField>
        ))}
      </form>
      {standardId && <StandardFilter id={standardId} onClear={() => set('standards', '')} />}
      {results.isError && <p role="alert">We couldn’t load the library. Please try again.</p>}
      {results.data && results.data.results.length === 0 && (
        <p className={s.empty}>Nothing matches. Try fewer filters or another word.</p>
      )}
      <ul className={cardGridClass} aria-busy={results.isFetching}>
        {results.data?.results.map((c) => (
          <ContentCard key={c.id} card={c} me={me} titleLevel={page ? 2 : 3} />
        ))}
      </ul>
    </section>
  );
}

/** PLAT-53: the library opened from a standard says which one, and how to see everything again. */
function StandardFilter({ id, onClear }: { id: string; onClear: () => void }) {
  const standard = useStandard(id);
  return (
    <div className={s.activeFilter}>
      <p>
        {standard.data ? (
          <>
            Articles aligned to <strong>{standard.data.code}</strong> · {standard.data.name}
          </>
        ) : standard.isError ? (
          'Articles aligned to a standard we don’t know.'
        ) : (
          'Articles aligned to one standard'
        )}
      </p>
      <button type="button" className={s.clearFilter} onClick={onClear}>
        Show all articles
      </button>
    </div>
  );
}

export function LibraryPage({ me }: { me: Me | null }) {
  return (
    <main className="page" id="main">
      <Library me={me} heading="Library" page />
    </main>
  );
}
