import { describe, expect, it } from 'vitest';
import { ContentListQuery } from './content-api.schema.js';
import {
  allowedContentTypes,
  assignHref,
  canViewSearch,
  mayAskForRelated,
  quizReviewShowsSimilar,
  relatedFailureLog,
  relatedSearchQuery,
  showsRelatedContent,
  storedContentTypes,
  toLegacyCard,
  type RelatedConditions,
} from './related.js';

const teacher = { isStudent: false, isLiteUser: false, isAuthenticatedUser: true };
const student = { isStudent: true, isLiteUser: false, isAuthenticatedUser: true };
const shown: RelatedConditions = {
  metadata: { search_indexing: true },
  headerId: 12,
  resultCount: 4,
  presentMode: false,
  viewer: teacher,
};

describe('RELATED-02 when the related-content block shows', () => {
  it('RELATED-02 shows when every condition holds, for teachers and students alike', () => {
    expect(showsRelatedContent(shown)).toBe(true);
    expect(showsRelatedContent({ ...shown, viewer: student })).toBe(true);
  });

  it('RELATED-02 RELATED-03 needs the content metadata, without the excluded marker (noindex)', () => {
    expect(showsRelatedContent({ ...shown, metadata: null })).toBe(false);
    expect(showsRelatedContent({ ...shown, metadata: { search_indexing: false } })).toBe(false);
  });

  it('RELATED-02 needs a header id', () => {
    expect(showsRelatedContent({ ...shown, headerId: null })).toBe(false);
    expect(showsRelatedContent({ ...shown, headerId: undefined })).toBe(false);
  });

  it('RELATED-02 RELATED-08 needs at least one result', () => {
    expect(showsRelatedContent({ ...shown, resultCount: 0 })).toBe(false);
    expect(showsRelatedContent({ ...shown, resultCount: 1 })).toBe(true);
  });

  it('RELATED-02 not in present mode', () => {
    expect(showsRelatedContent({ ...shown, presentMode: true })).toBe(false);
  });

  it('RELATED-02 not for a lite-interface student; a lite teacher still gets it', () => {
    expect(showsRelatedContent({ ...shown, viewer: { ...student, isLiteUser: true } })).toBe(false);
    expect(showsRelatedContent({ ...shown, viewer: { ...teacher, isLiteUser: true } })).toBe(true);
  });

  it('RELATED-02 only for a user who may view search: every signed-in user, no signed-out visitor', () => {
    expect(canViewSearch(teacher)).toBe(true);
    expect(canViewSearch(null)).toBe(false);
    expect(showsRelatedContent({ ...shown, viewer: null })).toBe(false);
  });

  it('RELATED-02 the search is not sent when a condition other than the results already fails', () => {
    const ask = { metadata: shown.metadata, headerId: shown.headerId, presentMode: false, viewer: teacher };
    expect(mayAskForRelated(ask)).toBe(true);
    expect(mayAskForRelated({ ...ask, presentMode: true })).toBe(false);
    expect(mayAskForRelated({ ...ask, viewer: { ...student, isLiteUser: true } })).toBe(false);
  });
});

describe('API-34 RELATED-04 the search', () => {
  it('API-34 RELATED-04 asks for the similar_to strategy; a student repeats content_types for video, article and interactive video', () => {
    expect(relatedSearchQuery('12', teacher)).toBe('strategy=similar_to&similar_to=12&limit=4');
    expect(relatedSearchQuery('12', student)).toBe(
      'strategy=similar_to&similar_to=12&content_types=VIDEO&content_types=ARTICLE&content_types=INTERACTIVE_VIDEO&limit=4',
    );
  });

  it('RELATED-04 a student’s types never leave video, article and interactive video; others get what they ask', () => {
    expect(allowedContentTypes(student, undefined)).toEqual(['VIDEO', 'ARTICLE', 'INTERACTIVE_VIDEO']);
    expect(allowedContentTypes(student, ['TEXT_SET', 'ARTICLE'])).toEqual(['ARTICLE']);
    expect(allowedContentTypes(student, ['TEXT_SET'])).toEqual([]);
    expect(allowedContentTypes(teacher, undefined)).toBeUndefined();
    expect(allowedContentTypes(teacher, ['TEXT_SET'])).toEqual(['TEXT_SET']);
  });

  it('API-34 the query: content_types one or repeated; strategy and similar_to together', () => {
    expect(ContentListQuery.parse({ strategy: 'similar_to', similar_to: '3', content_types: 'ARTICLE' })).toMatchObject({
      content_types: ['ARTICLE'],
    });
    expect(ContentListQuery.parse({ content_types: ['ARTICLE', 'VIDEO', 'ARTICLE'] }).content_types).toEqual([
      'ARTICLE',
      'VIDEO',
    ]);
    expect(ContentListQuery.safeParse({ strategy: 'similar_to' }).success).toBe(false);
    expect(ContentListQuery.safeParse({ similar_to: '3' }).success).toBe(false);
    expect(ContentListQuery.safeParse({ content_types: 'PODCAST' }).success).toBe(false);
  });

  it('RELATED-08 the failure log line', () => {
    expect(relatedFailureLog(500)).toBe('Failed to fetch delivery search: 500');
  });
});

describe('RELATED-06 RELATED-07 the legacy card', () => {
  it('RELATED-06 a student’s card names the article’s level nearest their grade', () => {
    const result = { id: '7', content_type: 'ARTICLE' as const, date_published: '', grades: [3, 5, 7, 9, 12], lexile_min: 520 };
    expect(toLegacyCard(result, 8).grade_level).toBe('Grade 7');
    expect(toLegacyCard(result, 4).grade_level).toBe('Grade 3');
    expect(toLegacyCard(result, 1).grade_level).toBe('Grade 3');
    expect(toLegacyCard({ ...result, grades: [] }, 4).grade_level).toBe('');
  });

  it('RELATED-06 maps a result to content_id, content_type, date_published, "Grade {n}" and "{n}L", the image empty', () => {
    expect(
      toLegacyCard({
        id: '7',
        content_type: 'ARTICLE',
        date_published: '2026-03-02T12:00:00.000Z',
        grades: [9, 3, 5],
        lexile_min: 520,
      }),
    ).toEqual({
      content_id: '7',
      content_type: 'ARTICLE',
      date_published: '2026-03-02T12:00:00.000Z',
      grade_level: 'Grade 3',
      lexile: '520L',
      image: '',
    });
  });
});

describe('RELATED-04 RELATED-05 the quiz review and the assign button', () => {
  it('RELATED-04 the quiz review shows similar content to students who are not lite-interface ones, with results', () => {
    expect(quizReviewShowsSimilar(student, 2)).toBe(true);
    expect(quizReviewShowsSimilar(student, 0)).toBe(false);
    expect(quizReviewShowsSimilar({ ...student, isLiteUser: true }, 2)).toBe(false);
    expect(quizReviewShowsSimilar(teacher, 2)).toBe(false);
  });

  it('RELATED-05 a card’s Assign opens the builder on the article’s page', () => {
    expect(assignHref('12')).toBe('/view/12?assign=new');
  });
});

describe('storedContentTypes', () => {
  it('RELATED-04 a search for "VIDEO" finds the partner video line; a text set is no stored content', () => {
    expect(storedContentTypes(['VIDEO', 'ARTICLE', 'INTERACTIVE_VIDEO'])).toEqual([
      'GENERATION_GENIUS_VIDEO',
      'ARTICLE',
      'INTERACTIVE_VIDEO',
    ]);
    expect(storedContentTypes(['TEXT_SET'])).toEqual([]);
  });
});
