import { Link } from 'react-router';
import {
  ARTICLE_TYPE_NAMES,
  formatDate,
  gradeRangeLabel,
  liteBadge,
  SUBJECT_NAMES,
  type ContentCard as Card,
  type Me,
} from '@lectern/domain';
import s from './library.module.css';

/** One article in the library: image, title, subject and type, grades, lexile range, badges. */
export function ContentCard({ card, me }: { card: Card; me: Me | null }) {
  const badge = me ? liteBadge(me, card, formatDate) : card.is_premium ? 'PREMIUM' : null;
  return (
    <li className={s.card}>
      <Link to={`/view/${card.id}`} className={s.cardLink}>
        <img src={card.header_image.url} alt="" width={480} height={270} loading="lazy" className={s.cardImage} />
        <div className={s.cardBody}>
          <p className={s.cardKicker}>
            {SUBJECT_NAMES[card.subject]} · {ARTICLE_TYPE_NAMES[card.article_type]}
          </p>
          <h3 className={s.cardTitle}>{card.title}</h3>
          <p className={s.cardTeaser}>{card.teaser}</p>
          <p className={s.cardMeta}>
            <span>Grades {gradeRangeLabel(card.grades)}</span>
            {!me?.isStudent && (
              <span>
                {card.lexile_min}L–{card.lexile_max}L
              </span>
            )}
            {card.languages.includes('es') && <span lang="es">Español</span>}
            {badge && <span className={s.badge}>{badge}</span>}
          </p>
        </div>
      </Link>
    </li>
  );
}
