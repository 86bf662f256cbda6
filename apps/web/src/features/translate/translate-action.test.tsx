import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Fragment } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ArticleLevel, Content, Translation, TranslationLanguages } from '@lectern/domain';
import { stubApi, type StubAnswer } from '../../test/api-stub.js';
import { axeViolations } from '../../test/axe.js';
import { buildContent, buildLevel, buildMe, buildStudentMe } from '../../test/fixtures.js';
import { renderInApp } from '../../test/render.js';
import { translationOffered, useTranslateAction } from './translate-action.js';

const english = buildLevel({
  id: 11,
  grade: 5,
  is_original_level: false,
  body: [
    { kind: 'paragraph', text: 'Sea stars cling to the rocks.' },
    { kind: 'heading', text: 'Low tide' },
    { kind: 'paragraph', text: 'Crabs hide under weed.' },
  ],
});
const spanish = buildLevel({ id: 21, language: 'es', grade: 5, is_original_level: false });
const withSpanish = buildContent(english, {}, { article_levels: [english, spanish] });
const englishOnly = buildContent(english);

/** The page's parts as the route places them: the toggle, the bar, and the text with each block wrapped. */
function Host({ content, level }: { content: Content; level: ArticleLevel }) {
  const t = useTranslateAction(true);
  const ctx = { content, level };
  const wrap = t.wrapBlock(ctx);
  return (
    <main>
      <div role="toolbar" aria-label="Article actions">
        {t.render(ctx)}
        <button type="button" onClick={() => t.setOn(false)}>
          Listen
        </button>
      </div>
      {t.bar(ctx)}
      <div data-testid="text">
        {level.body.map((b, i) => {
          const node = b.kind === 'heading' ? <h2 data-block={i}>{b.text}</h2> : <p data-block={i}>{b.text}</p>;
          return <Fragment key={i}>{wrap ? wrap(i, b, node) : node}</Fragment>;
        })}
      </div>
    </main>
  );
}

const languages = (list: TranslationLanguages['languages']): TranslationLanguages => ({ level_id: 11, languages: list });
const spanishRows: Translation = {
  level_id: 11,
  language: 'es',
  source: 'edition',
  translated_level_id: 21,
  rows: [
    { block: 0, texts: ['Las estrellas de mar se aferran a las rocas.'] },
    { block: 1, texts: ['Marea baja'] },
    { block: 2, texts: ['Los cangrejos se esconden.', 'Esperan el agua.'] },
  ],
};

function api(opts: { list: TranslationLanguages; translation?: StubAnswer }) {
  return stubApi((req) => {
    if (req.path.startsWith('/api/v3/translations/languages/')) return { status: 200, body: opts.list };
    if (req.path.startsWith('/api/v3/translations/?')) return opts.translation ?? { status: 200, body: spanishRows };
    return undefined;
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Translate (TOOLBAR-01, TOOLBAR-06, TOOLBAR-07)', () => {
  it('TOOLBAR-01 shows each paragraph beside its Spanish version, in order, marked as Spanish', async () => {
    const stub = api({ list: languages([{ code: 'es', name: 'Spanish', source: 'edition' }]) });
    renderInApp(<Host content={withSpanish} level={english} />);
    const toggle = screen.getByRole('button', { name: 'Translate' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    const first = await screen.findByText('Las estrellas de mar se aferran a las rocas.');
    expect(first.closest('[lang]')?.getAttribute('lang')).toBe('es');
    const rows = [...screen.getByTestId('text').querySelectorAll('[data-translation-row]')];
    expect(rows.map((r) => [r.querySelector('[data-block]')?.textContent, r.querySelector('[lang]')?.textContent])).toEqual([
      ['Sea stars cling to the rocks.', 'Las estrellas de mar se aferran a las rocas.'],
      ['Low tide', 'Marea baja'],
      ['Crabs hide under weed.', 'Los cangrejos se esconden.Esperan el agua.'],
    ]);
    expect(stub.requests.some((r) => r.path === '/api/v3/translations/?content_id=900&level_id=11&language=es')).toBe(true);
    const bar = screen.getByRole('region', { name: 'Translation' });
    expect(within(bar).getByText('Spanish')).toBeTruthy();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('TOOLBAR-06 turning translate off (as read aloud does) shows the text alone again', async () => {
    api({ list: languages([{ code: 'es', name: 'Spanish', source: 'edition' }]) });
    renderInApp(<Host content={withSpanish} level={english} />);
    fireEvent.click(screen.getByRole('button', { name: 'Translate' }));
    await screen.findByText('Marea baja');
    fireEvent.click(screen.getByRole('button', { name: 'Listen' }));
    expect(screen.queryByText('Marea baja')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Translation' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Translate' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('TOOLBAR-01 with more than one language, a picker chooses it', async () => {
    const stub = api({
      list: languages([
        { code: 'es', name: 'Spanish', source: 'edition' },
        { code: 'fr', name: 'French', source: 'machine' },
      ]),
    });
    renderInApp(<Host content={withSpanish} level={english} />);
    fireEvent.click(screen.getByRole('button', { name: 'Translate' }));
    const picker = await screen.findByRole('combobox', { name: 'Translation language' });
    fireEvent.change(picker, { target: { value: 'fr' } });
    await waitFor(() => expect(stub.requests.some((r) => r.path.endsWith('&language=fr'))).toBe(true));
    expect(await screen.findByText('Machine translation')).toBeTruthy();
  });

  it('TOOLBAR-07 without a translation the action is disabled, and says why on hover and on focus', async () => {
    api({ list: languages([]) });
    renderInApp(<Host content={englishOnly} level={english} />);
    const toggle = screen.getByRole('button', { name: 'Translate' });
    await waitFor(() => expect(toggle.getAttribute('aria-describedby')).toBeTruthy());
    expect(toggle.getAttribute('aria-disabled')).toBe('true');
    const tip = document.getElementById(toggle.getAttribute('aria-describedby')!)!;
    expect(tip.textContent).toBe('Translations are not available on this article');
    expect(tip.getAttribute('role')).toBe('tooltip');
    fireEvent.click(toggle);
    expect(screen.queryByRole('region', { name: 'Translation' })).toBeNull();
    fireEvent.focus(toggle);
    expect(tip.className).not.toMatch(/tipHidden/);
    fireEvent.keyDown(toggle, { key: 'Escape' });
    expect(tip.className).toMatch(/tipHidden/);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('TOOLBAR-01 a translation server that is down is said in the page, with a way to try again', async () => {
    api({
      list: languages([{ code: 'fr', name: 'French', source: 'machine' }]),
      translation: {
        status: 503,
        body: {
          error: { code: 'translation_unavailable', message: 'The translation server is not answering. Try again in a moment.' },
        },
      },
    });
    renderInApp(<Host content={englishOnly} level={english} />);
    // Disabled until the list of languages says otherwise.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Translate' }).getAttribute('aria-disabled')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Translate' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The translation server is not answering. Try again in a moment.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
    // The text is still there, alone.
    expect(screen.getByText('Sea stars cling to the rocks.')).toBeTruthy();
  });

  it('ASSIGN-04 an assignment with hide_translation hides the action from its students', () => {
    expect(translationOffered(buildStudentMe(), { assignment_config: { hide_translation: true } })).toBe(false);
    expect(translationOffered(buildStudentMe(), { assignment_config: {} })).toBe(true);
    expect(translationOffered(buildMe(), null)).toBe(true);
    expect(translationOffered(null, null)).toBe(false);
  });
});
