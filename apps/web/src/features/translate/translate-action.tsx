import { useCallback, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import {
  editionLanguages,
  translationHidden,
  TRANSLATE_TEXT,
  type ArticleLevel,
  type Assignment,
  type BodyBlock,
  type Content,
  type Me,
  type TranslationLanguages,
} from '@lectern/domain';
import type { MenuEntry } from '../../ui/menu-button.js';
import { buttonClass } from '../../ui/plain-button.js';
import { useTranslation, useTranslationLanguages } from './api.js';
import s from './translate.module.css';

/** What the translate parts need of the page: the article and the level on screen. */
export interface TranslateContext {
  content: Content;
  level: ArticleLevel;
}

/**
 * Translate mode is for signed-in readers, unless the assignment a student reads under hides it
 * (ASSIGN-04 hide_translation). `assignment` is the one in effect for a student (or a teacher's
 * "View as student").
 */
export function translationOffered(me: Me | null, assignment: Pick<Assignment, 'assignment_config'> | null): boolean {
  return me !== null && !translationHidden(assignment?.assignment_config);
}

type Languages = TranslationLanguages['languages'];

/**
 * The languages offered for the level: the server's list, or until it answers, the article's own
 * versions (the page has the levels, so an article with a Spanish version is never shown as
 * unavailable while the list loads). `known` is false while nothing says whether there are any.
 */
function useLanguages(ctx: TranslateContext, enabled: boolean): { languages: Languages; known: boolean } {
  const listed = useTranslationLanguages(ctx.content.id, ctx.level.id, enabled);
  const editions = useMemo(
    () =>
      editionLanguages(ctx.content.data.article_levels, ctx.level).map((code) => ({
        code,
        name: code === 'es' ? 'Spanish' : code,
        source: 'edition' as const,
      })),
    [ctx.content.data.article_levels, ctx.level],
  );
  if (listed.data) return { languages: listed.data.languages, known: true };
  return { languages: editions, known: editions.length > 0 || listed.isError };
}

/**
 * TOOLBAR-01, TOOLBAR-06, TOOLBAR-07: the article toolbar's Translate toggle. On, each block of the
 * level is shown beside its translation (under it on narrow columns), with a bar under the tools to
 * pick the language and say what is happening. The route places the button, the bar and the
 * block wrapper in the page, and wires the toggles that turn each other off (`on`, `setOn`).
 */
export function useTranslateAction(offered: boolean, mode?: { on: boolean; setOn: (on: boolean) => void }) {
  // Its own state, unless the page keeps the reading modes together (TOOLBAR-06) and hands it over.
  const [ownOn, setOwnOn] = useState(false);
  const on = mode ? mode.on : ownOn;
  const setOn = mode ? mode.setOn : setOwnOn;
  const [chosen, setChosen] = useState<string | null>(null);
  // Whether the level on screen offers a translation, as the toggle found it: the menu entry follows it.
  const [available, setAvailable] = useState(false);
  const active = offered && on;
  const toggle = useCallback(() => setOn(!on), [setOn, on]);

  const menuEntries: MenuEntry[] = useMemo(
    () => (offered && available ? [{ id: 'translate', label: TRANSLATE_TEXT.action, checked: on, onSelect: toggle }] : []),
    [offered, available, on, toggle],
  );

  /** The toggle (with `className`, to fold it away where the toolbar collapses). */
  const render = (ctx: TranslateContext, className?: string) =>
    offered && <TranslateToggle ctx={ctx} on={on} onChange={setOn} onAvailability={setAvailable} className={className} />;

  /** Under the tools while translate mode is on: the language picker and the state of the translation. */
  const bar = (ctx: TranslateContext) => active && <TranslateBar ctx={ctx} chosen={chosen} onChoose={setChosen} />;

  /** Wraps each block of the level with its translation while translate mode is on. */
  const wrapBlock = (ctx: TranslateContext) =>
    active
      ? (index: number, block: BodyBlock, node: ReactNode) => (
          <TranslatedBlock key={index} ctx={ctx} chosen={chosen} index={index} block={block}>
            {node}
          </TranslatedBlock>
        )
      : undefined;

  return { on: active, setOn, menuEntries, render, bar, wrapBlock };
}

/** The language shown: the reader's choice while it is offered, else the first offered (the article's own version first). */
function shownLanguage(languages: Languages, chosen: string | null) {
  return languages.find((l) => l.code === chosen) ?? languages[0] ?? null;
}

function TranslateToggle({
  ctx,
  on,
  onChange,
  onAvailability,
  className,
}: {
  ctx: TranslateContext;
  on: boolean;
  onChange: (on: boolean) => void;
  onAvailability: (available: boolean) => void;
  className?: string | undefined;
}) {
  const { languages, known } = useLanguages(ctx, true);
  const available = languages.length > 0;
  const tipId = useId();
  const [tip, setTip] = useState(false);
  useEffect(() => onAvailability(available), [available, onAvailability]);
  // A level without a translation cannot stay in translate mode.
  useEffect(() => {
    if (on && known && !available) onChange(false);
  }, [on, known, available, onChange]);

  const icon = (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4 5h8M8 3v2M6 5c0 4 2 7 5 8M10 5c0 4-3 8-6 9" />
      <path d="M13 21l4-9 4 9M14.5 18h5" />
    </svg>
  );
  if (!available)
    // TOOLBAR-07: disabled, and saying why to a pointer and to the keyboard (it stays focusable).
    return (
      <span
        className={`${s.tipHost} ${className ?? ''}`}
        onPointerEnter={() => setTip(true)}
        onPointerLeave={() => setTip(false)}
      >
        <button
          type="button"
          className={buttonClass('secondary', s.toggle)}
          aria-disabled="true"
          aria-describedby={known ? tipId : undefined}
          onFocus={() => setTip(true)}
          onBlur={() => setTip(false)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setTip(false);
          }}
        >
          {icon}
          {TRANSLATE_TEXT.action}
        </button>
        {known && (
          <span role="tooltip" id={tipId} className={tip ? s.tip : `${s.tip} ${s.tipHidden}`}>
            {TRANSLATE_TEXT.unavailable}
          </span>
        )}
      </span>
    );
  return (
    <button
      type="button"
      className={buttonClass(on ? 'primary' : 'secondary', `${s.toggle} ${className ?? ''}`)}
      aria-pressed={on}
      onClick={() => onChange(!on)}
    >
      {icon}
      {TRANSLATE_TEXT.action}
    </button>
  );
}

function TranslateBar({
  ctx,
  chosen,
  onChoose,
}: {
  ctx: TranslateContext;
  chosen: string | null;
  onChoose: (code: string) => void;
}) {
  const { languages } = useLanguages(ctx, true);
  const language = shownLanguage(languages, chosen);
  const translation = useTranslation(ctx.content.id, ctx.level.id, language?.code ?? null, ctx.level.body.length);
  const selectId = useId();
  if (!language) return null;
  return (
    <div className={s.bar} role="region" aria-label="Translation">
      <div className={s.barInner}>
        {languages.length > 1 ? (
          <span className={s.picker}>
            <label htmlFor={selectId}>{TRANSLATE_TEXT.languageLabel}</label>
            <select id={selectId} value={language.code} onChange={(e) => onChoose(e.target.value)}>
              {languages.map((l) => (
                <option key={l.code} value={l.code}>
                  {l.name}
                </option>
              ))}
            </select>
          </span>
        ) : (
          <strong>{language.name}</strong>
        )}
        <span className={s.source}>
          {language.source === 'edition' ? 'This article’s own version in this language' : 'Machine translation'}
        </span>
        <span role="status" className={s.state}>
          {translation.isPending ? TRANSLATE_TEXT.loading : ''}
        </span>
        {translation.isError && (
          <span role="alert" className={s.error}>
            {translation.error.message}{' '}
            <button type="button" className={buttonClass('secondary')} onClick={() => void translation.refetch()}>
              Try again
            </button>
          </span>
        )}
      </div>
    </div>
  );
}

/** One block of the level with its translation beside it (or under it, in a narrow column). */
function TranslatedBlock({
  ctx,
  chosen,
  index,
  block,
  children,
}: {
  ctx: TranslateContext;
  chosen: string | null;
  index: number;
  block: BodyBlock;
  children: ReactNode;
}) {
  const { languages } = useLanguages(ctx, true);
  const language = shownLanguage(languages, chosen);
  const translation = useTranslation(ctx.content.id, ctx.level.id, language?.code ?? null, ctx.level.body.length);
  const texts = translation.data?.rows.find((r) => r.block === index)?.texts;
  if (!language || !texts) return children;
  return (
    <div className={block.kind === 'heading' ? `${s.row} ${s.headingRow}` : s.row} data-translation-row={index}>
      <div className={s.pair}>
        <div className={s.original}>{children}</div>
        <div className={s.translated} lang={language.code}>
          {texts.map((text, i) => (
            <p key={i} className={block.kind === 'heading' ? s.translatedHeading : undefined}>
              {text}
            </p>
          ))}
        </div>
      </div>
    </div>
  );
}
