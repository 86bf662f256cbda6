/**
 * Related and similar content (RELATED-01, RELATED-04 … RELATED-08, API-34), shared by the article
 * page's "Related content" block (features/related) and a student's quiz review (features/quizzes):
 * the similar_to search and the grid of its first four results as cards.
 */
import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  ARTICLE_TYPE_NAMES,
  assignHref,
  contentHref,
  formatDate,
  RELATED_LIMIT,
  relatedFailureLog,
  relatedSearchQuery,
  SUBJECT_NAMES,
  toLegacyCard,
  VIDEO_KIND_NAMES,
  type ContentCard,
  type Me,
} from '@lectern/domain';
import { isOk } from '../lib/api.js';
import { apiQuery } from '../lib/query.js';
import { buttonClass } from '../ui/plain-button.js';
import s from './similar-content.module.css';

/**
 * API-34: the articles like one article; a student's limited to the types RELATED-04 allows. The
 * body is read whatever the status; a failure is logged (RELATED-08) and stands for no results.
 */
export const similarContentQuery = (contentId: string, viewer: { isStudent: boolean }, enabled = true) => {
  const qs = relatedSearchQuery(contentId, viewer);
  return apiQuery({
    queryKey: ['similar-content', qs],
    endpoint: {
      path: `/api/v3/content/?${qs}`,
      schema: 'ContentList',
      toData: (status: number, body: unknown) => {
        if (!isOk(status)) console.error(relatedFailureLog(status));
        const results = (body as { results?: unknown } | null)?.results;
        return { results: Array.isArray(results) ? (results as ContentCard[]).slice(0, RELATED_LIMIT) : [] };
      },
    },
    enabled,
    staleTime: 10 * 60_000,
    retry: false,
  });
};

export function useSimilarContent(contentId: string, viewer: { isStudent: boolean }, enabled = true) {
  return useQuery(similarContentQuery(contentId, viewer, enabled));
}

/** RELATED-01: the heading and a grid of (at most) four cards: 1, 2 or 4 columns as the width allows. */
export function SimilarContent({
  heading,
  results,
  me,
  headingLevel = 2,
}: {
  heading: string;
  results: readonly ContentCard[];
  me: Me;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const id = useId();
  return (
    <section className={s.block} aria-labelledby={id}>
      <Heading id={id} className={s.heading}>
        {heading}
      </Heading>
      <ul className={s.grid}>
        {results.slice(0, RELATED_LIMIT).map((card) => (
          <SimilarCard key={card.id} card={card} me={me} titleLevel={headingLevel === 2 ? 'h3' : 'h4'} />
        ))}
      </ul>
    </section>
  );
}

/**
 * RELATED-06: a result as its legacy card (grade as "Grade {n}", lexile as "{n}L", no image), with
 * the title and teaser that make it worth choosing. RELATED-05: teachers get Assign; students do not.
 */
function SimilarCard({ card, me, titleLevel }: { card: ContentCard; me: Me; titleLevel: 'h3' | 'h4' }) {
  const legacy = toLegacyCard(card, me.isStudent ? me.grade_level : null);
  const Title = titleLevel;
  return (
    <li className={s.card}>
      <p className={s.kicker}>
        {SUBJECT_NAMES[card.subject]} ·{' '}
        {card.content_type === 'ARTICLE' ? ARTICLE_TYPE_NAMES[card.article_type] : VIDEO_KIND_NAMES[card.content_type]}
      </p>
      <Title className={s.title}>
        <Link to={contentHref(card.content_type, legacy.content_id)} className={s.titleLink}>
          {card.title}
        </Link>
      </Title>
      <p className={s.teaser}>{card.teaser}</p>
      <p className={s.meta}>
        <span>{legacy.grade_level}</span>
        {!me.isStudent && card.content_type === 'ARTICLE' && <span>{legacy.lexile}</span>}
        <span>{formatDate(legacy.date_published)}</span>
      </p>
      {me.isTeacher && card.content_type === 'ARTICLE' && (
        <Link
          to={assignHref(legacy.content_id)}
          className={buttonClass('secondary', s.assign)}
          aria-label={`Assign ${card.title}`}
        >
          Assign
        </Link>
      )}
    </li>
  );
}
