import { describe, expect, it } from 'vitest';
import {
  bandCovers,
  completeOrganizers,
  formativeAttachmentOf,
  formativeCallToAction,
  formativeCallToActionTags,
  FormativeLaunch,
  FormativeJwtQuery,
  gradeBandRange,
  GraphicOrganizerQuery,
  isCompleteOrganizer,
  organizerButtonLabel,
  organizersFor,
  type CompleteOrganizerRow,
} from './formative.js';

const row = (slug: string, over: Partial<CompleteOrganizerRow> = {}): CompleteOrganizerRow => ({
  slug,
  title: slug,
  clone_link: `organizers/${slug}`,
  reading_skill: 'Sequence',
  grade_band: 'ALL',
  ...over,
});

describe('graphic organizer grade bands (VIDEO-36, VIDEO-37)', () => {
  it('VIDEO-37 each band covers its grades and no other: ALL K-12, ES 1-5, ES-MS 1-8, MS 6-8, MS-HS 6-12, HS 9-12', () => {
    const covered = (band: Parameters<typeof bandCovers>[0]) =>
      Array.from({ length: 13 }, (_, g) => g).filter((g) => bandCovers(band, g));
    expect(covered('ALL')).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(covered('ES')).toEqual([1, 2, 3, 4, 5]);
    expect(covered('ES-MS')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(covered('MS')).toEqual([6, 7, 8]);
    expect(covered('MS-HS')).toEqual([6, 7, 8, 9, 10, 11, 12]);
    expect(covered('HS')).toEqual([9, 10, 11, 12]);
  });

  it('VIDEO-33 VIDEO-37 an item shows its band as a grade range', () => {
    expect(gradeBandRange('ALL')).toBe('K-12');
    expect(gradeBandRange('ES-MS')).toBe('1-8');
    expect(gradeBandRange('HS')).toBe('9-12');
  });

  it('VIDEO-34 a skill’s organizers for a grade: that skill only, bands that cover the grade, in table order', () => {
    const rows = [
      row('a', { grade_band: 'HS' }),
      row('b', { grade_band: 'ES' }),
      row('c', { reading_skill: 'Theme' }),
      row('d', { grade_band: 'ALL' }),
      row('e', { grade_band: 'MS-HS' }),
    ];
    expect(organizersFor(rows, 'Sequence', 4).map((r) => r.slug)).toEqual(['b', 'd']);
    expect(organizersFor(rows, 'Sequence', 7).map((r) => r.slug)).toEqual(['d', 'e']);
    expect(organizersFor(rows, 'Sequence', 10).map((r) => r.slug)).toEqual(['a', 'd', 'e']);
    expect(organizersFor(rows, 'Sequence', 0).map((r) => r.slug)).toEqual(['d']);
    expect(organizersFor(rows, 'Sequence', null).map((r) => r.slug)).toEqual(['a', 'b', 'd', 'e']);
    expect(organizersFor(rows, 'Inference', 7)).toEqual([]);
  });
});

describe('the organizer table keeps complete rows only (VIDEO-35)', () => {
  it('VIDEO-35 a row needs title, clone link, reading skill and a known grade band', () => {
    const ok = { slug: 'x', title: 'Flowchart', clone_link: 'organizers/x', reading_skill: 'Sequence', grade_band: 'ALL' };
    expect(isCompleteOrganizer(ok)).toBe(true);
    for (const field of ['title', 'clone_link', 'reading_skill', 'grade_band'] as const) {
      expect(isCompleteOrganizer({ ...ok, [field]: '' }), `${field} empty`).toBe(false);
      expect(isCompleteOrganizer({ ...ok, [field]: '   ' }), `${field} blank`).toBe(false);
      expect(isCompleteOrganizer({ ...ok, [field]: null }), `${field} null`).toBe(false);
      expect(isCompleteOrganizer({ ...ok, [field]: undefined }), `${field} missing`).toBe(false);
    }
    expect(isCompleteOrganizer({ ...ok, grade_band: 'K-2' })).toBe(false);
    // The PNG and the status are not part of the rule.
    expect(isCompleteOrganizer({ ...ok, png_url: null, status: null })).toBe(true);
    expect(completeOrganizers([ok, { ...ok, slug: 'y', clone_link: '' }]).map((r) => r.slug)).toEqual(['x']);
  });
});

describe('Formative texts and launch input (TOOLS-36, TOOLS-37, VIDEO-32, API-23)', () => {
  it('TOOLS-36 TOOLS-37 only science and social studies have a curated call to action, with their tags', () => {
    expect(formativeCallToActionTags('SCIENCE')).toEqual(['Drag & Drop', 'Multiple Selection', 'Categorize']);
    expect(formativeCallToActionTags('SOCIAL_STUDIES')).toEqual(['Multiple Choice', 'Multiple Selection', 'Categorize']);
    expect(formativeCallToActionTags('ELA')).toBeNull();
    expect(formativeCallToActionTags('MATH')).toBeNull();
  });

  it('VIDEO-32 the button names the count and what they are', () => {
    expect(organizerButtonLabel('Main idea', 1)).toBe('1 Main idea graphic organizer');
    expect(organizerButtonLabel('Key details', 2)).toBe('2 Key details graphic organizers');
  });

  it('API-23 the optional fields are bounded; a destination is a path of safe characters', () => {
    expect(FormativeJwtQuery.parse({ rawLexile: '850', useOAuth: 'true' })).toEqual({ rawLexile: 850, useOAuth: 'true' });
    expect(FormativeJwtQuery.safeParse({ formativeDestination: 'organizers/flowchart' }).success).toBe(true);
    expect(FormativeJwtQuery.safeParse({ formativeDestination: 'https://evil.example/x?y' }).success).toBe(false);
    expect(FormativeJwtQuery.safeParse({ rawLexile: '-1' }).success).toBe(false);
    expect(FormativeJwtQuery.safeParse({ useOAuth: 'yes' }).success).toBe(false);
    expect(GraphicOrganizerQuery.safeParse({ content_id: '2' }).success).toBe(false);
    expect(GraphicOrganizerQuery.safeParse({ content_id: '2', level_id: '5' }).success).toBe(true);
  });
});

describe('calls to action and attachments (TOOLS-38, TOOLS-39)', () => {
  const launch = { url: 'https://formative.example.org/launch', payload: 'eyJ.token.sig' };

  it('TOOLS-38 a call to action is its headline, body and tags with the launch url and token it posts', () => {
    expect(formativeCallToAction('SCIENCE', launch)).toEqual({
      headline: "Customize this article's activities.",
      body: 'Add interactive science questions to the quiz, ready for your class:',
      tags: ['Drag & Drop', 'Multiple Selection', 'Categorize'],
      url: launch.url,
      payload: launch.payload,
    });
    expect(formativeCallToAction('SOCIAL_STUDIES', launch)?.body).toContain('social studies');
    expect(formativeCallToAction('ELA', launch)).toBeNull();
    expect(formativeCallToAction('MATH', launch)).toBeNull();
  });

  it('TOOLS-39 an organizer is an attachment with a name and a url; the terms data is a url and a payload', () => {
    expect(formativeAttachmentOf({ title: 'Frayer Model', clone_link: 'organizers/frayer-model' })).toEqual({
      name: 'Frayer Model',
      url: 'organizers/frayer-model',
    });
    expect(FormativeLaunch.parse(launch)).toEqual(launch);
    expect(FormativeLaunch.safeParse({ url: launch.url }).success).toBe(false);
    expect(FormativeLaunch.safeParse({ url: 'not a url', payload: 'x' }).success).toBe(false);
  });
});
