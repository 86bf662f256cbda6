import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  advisoryHeading,
  contentWarningText,
  formatDate,
  formatLexile,
  liteBadge,
  readsLikeLabel,
  recommendedForLabel,
  standardsPreview,
  SUBJECT_NAMES,
  ARTICLE_TYPE_NAMES,
  type ArticleLevel,
  type Content,
  type InTextItem,
  type KeyTerm,
  type Me,
} from '@lectern/domain';
import { LiteBadge } from '../../ui/lite-badge.js';
import { PlainButton } from '../../ui/plain-button.js';
import { ArticleText, type BlockWrapper } from './article-text.js';
import { HeroImage } from './hero-image.js';
import s from './view.module.css';

/** A teacher's vocabulary switch (ASSIGN-60): whether key terms are marked in their view. */
export interface VocabularyToggle {
  on: boolean;
  onChange: (on: boolean) => void;
}

/** The article header and text at one level (PLAT-47 … PLAT-54), its key terms marked when given (ASSIGN-60). */
export function ArticleView({
  content,
  level,
  me,
  keyTerms = null,
  vocabulary,
  inText,
  reading,
  wrapBlock,
}: {
  content: Content;
  level: ArticleLevel;
  me: Me;
  keyTerms?: readonly KeyTerm[] | null;
  vocabulary?: VocabularyToggle | undefined;
  /** Draws the activities' items placed in the text (checks for understanding). */
  inText?: ((item: InTextItem) => ReactNode) | undefined;
  /** Draws each block inside another feature's part (translate mode). */
  wrapBlock?: BlockWrapper | undefined;
  /** Paragraph numbers and the reader's text settings (TOOLBAR-03 … TOOLBAR-05). */
  reading?: { paragraphNumbers: boolean; attributes?: Record<`data-${string}`, string> } | undefined;
}) {
  const d = content.data;
  const isStudent = me.isStudent;
  const warning = isStudent ? null : contentWarningText(d.content_warning);
  const badge = liteBadge(me, d, formatDate);
  return (
    <article className={s.article} lang={level.language} {...reading?.attributes}>
      {(isStudent ? [] : content.visibility_markers).map((m, i) => (
        <div key={i} className={s.advisory} role="note" aria-label="Advisory">
          <strong>{advisoryHeading(m.reason, m.grade_minimum, m.grade_maximum)}</strong> {m.message}{' '}
          <a href={m.learn_more_url} target="_blank" rel="noreferrer">
            Learn more
          </a>
        </div>
      ))}
      {warning && (
        <div className={s.warning} role="note" aria-label="Content warning">
          {warning}
        </div>
      )}
      <p className={s.kicker}>
        <span>{SUBJECT_NAMES[d.subject]}</span>
        <span aria-hidden="true">·</span>
        <span>{ARTICLE_TYPE_NAMES[d.article_type]}</span>
        {content.decodable && <span className={s.badgeDecodable}>Decodable</span>}
        {badge && <LiteBadge text={badge} locked={!d.is_lite} className={s.kickerBadge} />}
      </p>
      {/* data-read-aloud and data-block name the parts a reader may have read aloud (the chunks of AUDIO-16). */}
      <h1 className={s.title} data-read-aloud="title">
        {level.title}
      </h1>
      <p className={s.byline} data-read-aloud="byline">
        {level.byline || `By ${level.author}`}
      </p>
      <ArticleFacts content={content} level={level} isStudent={isStudent} vocabulary={vocabulary} />
      <HeroImage image={d.header_image} />
      {/* TOOLBAR-05: the numbers are drawn by CSS from data-paragraph, so they are no part of the text that
          selections, annotations and read-aloud work with; screen readers hear "Paragraph {n}". */}
      <div
        className={s.body}
        aria-busy={level.body.length === 0}
        data-article-text=""
        data-paragraph-numbers={reading?.paragraphNumbers ? '' : undefined}
      >
        {level.body.length === 0 && <p className="muted">Loading this level…</p>}
        <ArticleText level={level} keyTerms={keyTerms} inText={inText} wrapBlock={wrapBlock} />
      </div>
    </article>
  );
}

/**
 * PLAT-52, PLAT-53: the facts under the byline as columns that line up (two to a row on a phone),
 * "Copy link" (and a teacher's vocabulary switch) beside them, and the standards on a line of
 * their own below.
 */
function ArticleFacts({
  content,
  level,
  isStudent,
  vocabulary,
}: {
  content: Content;
  level: ArticleLevel;
  isStudent: boolean;
  vocabulary: VocabularyToggle | undefined;
}) {
  const [copied, setCopied] = useState(false);
  const grades = [level.grade];
  const copy = () => {
    void navigator.clipboard
      ?.writeText(window.location.href)
      .then(() => setCopied(true))
      .catch(() => setCopied(false));
    setTimeout(() => setCopied(false), 2500);
  };
  return (
    <div className={s.facts}>
      <dl className={s.factList}>
        {!isStudent && (
          <div>
            <dt>Recommended For</dt>
            <dd>{recommendedForLabel(grades)}</dd>
          </div>
        )}
        <div>
          <dt>Words</dt>
          <dd>{level.word_count.toLocaleString('en-US')}</dd>
        </div>
        {!isStudent && (
          <div>
            <dt>Text Level</dt>
            <dd>
              {formatLexile(level.lexile)}
              {level.readability_grade !== null && (
                <span className={s.estimate} title="Estimated from sentence length, syllables and word familiarity">
                  {' '}
                  · {readsLikeLabel(level.readability_grade)}
                </span>
              )}
            </dd>
          </div>
        )}
        <div data-read-aloud="published">
          <dt>Published</dt>
          <dd>
            {/* PLAT-56: month/day/year, as every date in the product. */}
            <time dateTime={level.display_published_at.slice(0, 10)}>{formatDate(level.display_published_at)}</time>
          </dd>
        </div>
      </dl>
      <div className={s.factActions}>
        <PlainButton variant="secondary" onClick={copy}>
          {copied ? 'Link copied' : 'Copy link'}
        </PlainButton>
        {vocabulary && (
          <PlainButton
            variant="secondary"
            role="switch"
            aria-checked={vocabulary.on}
            className={s.vocabularySwitch}
            onClick={() => vocabulary.onChange(!vocabulary.on)}
          >
            <span className={s.switchTrack} aria-hidden="true" />
            Vocabulary
          </PlainButton>
        )}
      </div>
      <span className="visually-hidden" role="status">
        {copied ? 'Link copied to the clipboard' : ''}
      </span>
      <Standards content={content} />
    </div>
  );
}

// The dialog (and the component library under it) loads only when a reader opens it.
const Modal = lazy(() => import('../../ui/modal.js').then((m) => ({ default: m.Modal })));

/** PLAT-53: three standards by name, then an ellipsis and "View all". */
function Standards({ content }: { content: Content }) {
  const [open, setOpen] = useState(false);
  const { shown, more } = standardsPreview(content.standards);
  if (shown.length === 0) return null;
  return (
    <dl className={s.standards}>
      <dt>Standards</dt>
      <dd>
        {shown.map((st, i) => (
          <span key={st.id}>
            {/* PLAT-53: a standard opens, in a new tab, the library's articles aligned to it. */}
            <a href={`/search?standards=${st.id}`} target="_blank" rel="noreferrer" title={st.description}>
              {st.name}
            </a>
            {i < shown.length - 1 ? ', ' : ''}
          </span>
        ))}
        {more && (
          <>
            {/* The ellipsis and "View all" wrap together, as the end of the line of names. */}
            <span className={s.standardsMore}>
              <span aria-hidden="true">, …</span>{' '}
              <PlainButton variant="quiet" className={s.inlineButton} onClick={() => setOpen(true)}>
                View all
              </PlainButton>
            </span>
            {open && (
              <Suspense fallback={null}>
                <Modal title="Standards" isOpen={open} onOpenChange={setOpen}>
                  {({ close }) => (
                    <>
                      <ul className={s.standardsList}>
                        {content.standards.map((st) => (
                          <li key={st.id}>
                            <strong>{st.code}</strong> {st.name}
                            <p className="muted">{st.description}</p>
                            <Link to={`/search?standards=${st.id}`} onClick={close}>
                              Find articles for this standard
                            </Link>
                          </li>
                        ))}
                      </ul>
                      <PlainButton variant="secondary" onClick={close}>
                        Close
                      </PlainButton>
                    </>
                  )}
                </Modal>
              </Suspense>
            )}
          </>
        )}
      </dd>
    </dl>
  );
}
