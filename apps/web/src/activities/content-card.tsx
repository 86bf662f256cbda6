import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  ARTICLE_TYPE_NAMES,
  contentHref,
  formatDate,
  gradeRangeLabel,
  liteBadge,
  SUBJECT_NAMES,
  VIDEO_KIND_NAMES,
  type ContentCard as Card,
  type Me,
} from '@lectern/domain';
import { LiteBadge } from '../ui/lite-badge.js';
import s from './content-card.module.css';

/** The list the cards sit in: as many columns of at least 260px as fit. */
export const cardGridClass = s.grid;

/**
 * One article as a card (the library, a text set's page): image, title, subject and type, grades,
 * lexile range, badges; the whole card links to the article. `footer` holds a control of the page
 * that shows it (a text set's Remove), outside the link.
 */
export function ContentCard({
  card,
  me,
  titleLevel = 3,
  footer,
}: {
  card: Card;
  me: Me | null;
  titleLevel?: 2 | 3;
  footer?: ReactNode;
}) {
  const Title = titleLevel === 2 ? 'h2' : 'h3';
  const badge = me ? liteBadge(me, card, formatDate) : card.is_premium ? 'PREMIUM' : null;
  // PLAT-06: a video's card opens its own page and names its kind; it has no lexile.
  const isVideo = card.content_type !== 'ARTICLE';
  return (
    <li className={s.card}>
      <Link to={contentHref(card.content_type, card.id)} className={s.cardLink}>
        <img src={card.header_image.url} alt="" width={480} height={270} loading="lazy" className={s.cardImage} />
        <div className={s.cardBody}>
          <p className={s.cardKicker}>
            {SUBJECT_NAMES[card.subject]} ·{' '}
            {card.content_type === 'ARTICLE' ? ARTICLE_TYPE_NAMES[card.article_type] : VIDEO_KIND_NAMES[card.content_type]}
          </p>
          <Title className={s.cardTitle}>{card.title}</Title>
          <p className={s.cardTeaser}>{card.teaser}</p>
          <p className={s.cardMeta}>
            <span>Grades {gradeRangeLabel(card.grades)}</span>
            {!me?.isStudent && !isVideo && (
              <span>
                {card.lexile_min}L–{card.lexile_max}L
              </span>
            )}
            {card.languages.includes('es') && <span lang="es">Español</span>}
            {badge && <LiteBadge text={badge} locked={me ? !card.is_lite : card.is_premium} />}
          </p>
        </div>
      </Link>
      {footer && <div className={s.cardFooter}>{footer}</div>}
    </li>
  );
}
