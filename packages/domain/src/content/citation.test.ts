import { describe, expect, it } from 'vitest';
import {
  CITATION_TEXT,
  citationAuthors,
  citationErrors,
  citationFromLevel,
  citationHtml,
  citationText,
  formatCitation,
  formatCitationDate,
  isoOfDay,
  missingCitationParts,
  splitName,
  type CitationData,
  type CitationStyle,
  type CitedLevel,
} from './citation.js';

const level = (overrides: Partial<CitedLevel> = {}): CitedLevel => ({
  title: 'Bees Dance to Share Directions',
  byline: 'By Hana Lindqvist, Lectern Newsroom',
  author: 'Hana Lindqvist',
  display_published_at: '2026-09-14T12:00:00.000Z',
  content_provider: { name: 'Lectern Newsroom' },
  lexile: 740,
  is_original_level: false,
  ...overrides,
});
const URL = 'https://lectern.example/view/12?levelId=34';
const NOW = new Date('2026-11-26T18:00:00Z');

/** A web article with only what a style guide's example gives. */
const web = (overrides: Partial<CitationData>): CitationData => ({
  authors: [],
  title: '',
  url: '',
  websiteTitle: '',
  datePublished: '',
  dateAccessed: '',
  version: '',
  contentProvider: '',
  isOriginalLevel: true,
  ...overrides,
});
const person = (firstName: string, lastName: string, middleName = '', suffix = '') => ({
  firstName,
  middleName,
  lastName,
  suffix,
});
const text = (data: CitationData, style: CitationStyle) => citationText(formatCitation(data, style));

describe('citation data from an article level', () => {
  it('TOOLBAR-26 has every field of the citation data', () => {
    expect(citationFromLevel(level(), URL, NOW)).toEqual({
      authors: [{ firstName: 'Hana', middleName: '', lastName: 'Lindqvist', suffix: '' }],
      title: 'Bees Dance to Share Directions',
      url: URL,
      websiteTitle: 'Adapted by Lectern Staff',
      datePublished: '2026-09-14T12:00:00.000Z',
      dateAccessed: '2026-11-26T18:00:00.000Z',
      version: 'Version 740',
      contentProvider: 'Lectern Newsroom via Lectern',
      isOriginalLevel: false,
    });
  });

  it('TOOLBAR-30 splits authors on commas and on the word "and"', () => {
    expect(citationAuthors('Ana Ortiz, Ben Lee and Chloe Park').map((a) => a.lastName)).toEqual(['Ortiz', 'Lee', 'Park']);
    expect(citationAuthors('By Ana Ortiz and Ben Lee').map((a) => a.firstName)).toEqual(['Ana', 'Ben']);
    // "and" inside a name is not the word "and".
    expect(citationAuthors('Sandra Anderson').map((a) => a.lastName)).toEqual(['Anderson']);
  });

  it('TOOLBAR-30 drops the names of the "adapted by" and "edited by" provider types', () => {
    expect(citationAuthors('By Ana Ortiz, adapted by Lectern Staff')).toEqual([person('Ana', 'Ortiz')]);
    expect(citationAuthors('Ana Ortiz, Edited by Jo Bell and Sam Roe, Ben Lee').map((a) => a.lastName)).toEqual(['Ortiz', 'Lee']);
  });

  it('TOOLBAR-30 reads the byline when the level names no author, leaving out the provider', () => {
    const data = citationFromLevel(level({ author: '', byline: 'By Hana Lindqvist and Owen Tully, Lectern Newsroom' }), URL, NOW);
    expect(data.authors.map((a) => a.lastName)).toEqual(['Lindqvist', 'Tully']);
  });

  it('TOOLBAR-26 splits a name into first, middle, last and suffix', () => {
    expect(splitName('Ana María Ortiz Jr.')).toEqual(person('Ana', 'Ortiz', 'María', 'Jr.'));
    expect(splitName('Reuters')).toEqual(person('', 'Reuters'));
  });

  it('TOOLBAR-31 keeps the published date only when it is an ISO date-time', () => {
    expect(citationFromLevel(level({ display_published_at: '2026-09-14T12:00:00Z' }), URL, NOW).datePublished).toBe(
      '2026-09-14T12:00:00Z',
    );
    for (const bad of ['', '14/09/2026', '2026-09-14', 'September 14, 2026', '2026-13-40T12:00:00Z'])
      expect(citationFromLevel(level({ display_published_at: bad }), URL, NOW).datePublished).toBe('');
  });

  it('TOOLBAR-32 formats citation dates as day, month name, year', () => {
    expect(formatCitationDate('2026-09-14T12:00:00.000Z')).toBe('14 September 2026');
    expect(formatCitationDate('2026-01-02T00:30:00Z')).toBe('2 January 2026');
    expect(formatCitationDate('')).toBe('');
    expect(isoOfDay({ day: 14, month: 9, year: 2026 })).toBe('2026-09-14T12:00:00.000Z');
    expect(isoOfDay({ day: 31, month: 2, year: 2026 })).toBe('');
  });

  it('TOOLBAR-33 the version is "Original version" or "Version {lexile}"', () => {
    expect(citationFromLevel(level({ is_original_level: true, lexile: 1240 }), URL, NOW).version).toBe('Original version');
    expect(citationFromLevel(level({ lexile: 920 }), URL, NOW).version).toBe('Version 920');
  });

  it('TOOLBAR-34 cites the provider as "{name} via Lectern" and the website as edited or adapted by Lectern Staff', () => {
    expect(citationFromLevel(level(), URL, NOW).contentProvider).toBe('Lectern Newsroom via Lectern');
    expect(citationFromLevel(level(), URL, NOW).websiteTitle).toBe('Adapted by Lectern Staff');
    expect(citationFromLevel(level({ is_original_level: true }), URL, NOW).websiteTitle).toBe('Edited by Lectern Staff');
  });
});

describe('the edit form’s checks', () => {
  const good = () => citationFromLevel(level(), URL, NOW);

  it('TOOLBAR-27 requires title, website title and URL ("Missing")', () => {
    expect(citationErrors({ ...good(), title: ' ', websiteTitle: '', url: '' })).toEqual({
      title: 'Missing',
      websiteTitle: 'Missing',
      url: 'Missing',
    });
  });

  it('TOOLBAR-27 requires the first and last name of every contributor; middle name and suffix are optional', () => {
    const data = { ...good(), authors: [person('Ana', 'Ortiz'), person('', '', 'María', 'Jr.')] };
    expect(citationErrors(data)).toEqual({ 'authors.1.firstName': 'Missing', 'authors.1.lastName': 'Missing' });
  });

  it('TOOLBAR-27 requires the published date; the accessed date is optional', () => {
    expect(citationErrors({ ...good(), datePublished: '' })).toEqual({ datePublished: 'Missing' });
    expect(citationErrors({ ...good(), dateAccessed: '' })).toEqual({});
  });

  it('TOOLBAR-28 passes when every check passes', () => {
    expect(citationErrors(good())).toEqual({});
  });

  it('TOOLBAR-29 names the parts generation could not fill', () => {
    const data = citationFromLevel(level({ display_published_at: '' }), URL, NOW);
    expect(missingCitationParts(data)).toEqual(['datePublished']);
    expect(CITATION_TEXT.missingBanner).toBe('Some important information is missing, please edit them manually.');
  });
});

describe('a Lectern article in each style', () => {
  const data = citationFromLevel(level(), URL, NOW);

  it('MLA 9', () => {
    expect(text(data, 'MLA')).toBe(
      'Lindqvist, Hana. “Bees Dance to Share Directions.” Adapted by Lectern Staff, Version 740, Lectern Newsroom via Lectern, 14 Sept. 2026, lectern.example/view/12?levelId=34. Accessed 26 Nov. 2026.',
    );
    expect(formatCitation(data, 'MLA').filter((r) => r.italic)).toEqual([{ text: 'Adapted by Lectern Staff', italic: true }]);
  });

  it('APA 7', () => {
    expect(text(data, 'APA')).toBe(
      'Lindqvist, H. (2026, September 14). Bees Dance to Share Directions (Version 740). Adapted by Lectern Staff. Lectern Newsroom via Lectern. https://lectern.example/view/12?levelId=34',
    );
    expect(formatCitation(data, 'APA').filter((r) => r.italic)).toEqual([
      { text: 'Bees Dance to Share Directions', italic: true },
    ]);
  });

  it('Chicago 17', () => {
    expect(text(data, 'Chicago')).toBe(
      'Lindqvist, Hana. “Bees Dance to Share Directions.” Version 740. Adapted by Lectern Staff, Lectern Newsroom via Lectern, September 14, 2026. https://lectern.example/view/12?levelId=34.',
    );
  });

  it('TOOLBAR-29 without a published date: APA writes n.d., Chicago gives the access date', () => {
    const undated = { ...data, datePublished: '' };
    expect(text(undated, 'APA')).toContain('Lindqvist, H. (n.d.).');
    expect(text(undated, 'Chicago')).toContain('Lectern Newsroom via Lectern. Accessed November 26, 2026. https://');
    expect(text(undated, 'MLA')).toContain('Lectern Newsroom via Lectern, lectern.example');
  });

  it('two and more authors, middle names and suffixes', () => {
    const many = { ...data, authors: [person('Ana', 'Ortiz', 'María', 'Jr.'), person('Ben', 'Lee'), person('Jean-Paul', 'Roe')] };
    expect(text({ ...many, authors: many.authors.slice(0, 2) }, 'MLA')).toMatch(/^Ortiz, Ana María, Jr\., and Ben Lee\. “/);
    expect(text(many, 'MLA')).toMatch(/^Ortiz, Ana María, Jr\., et al\. “/);
    expect(text(many, 'APA')).toMatch(/^Ortiz, A\. M\., Jr\., Lee, B\., & Roe, J\.-P\. \(2026/);
    expect(text(many, 'Chicago')).toMatch(/^Ortiz, Ana María, Jr\., Ben Lee, and Jean-Paul Roe\. “/);
  });

  it('the HTML keeps the italics and escapes the text', () => {
    expect(citationHtml([{ text: 'A & B' }, { text: '<Site>', italic: true }])).toBe('A &amp; B<i>&lt;Site&gt;</i>');
  });
});

/*
 * Each style guide's own published examples of a web article, recreated from the data they give:
 * the formatter must write them as the guide prints them.
 */
describe('the style guides’ own examples', () => {
  it('MLA 9 (Works Cited: a website article) — MLA Handbook, 9th ed.', () => {
    expect(
      text(
        web({
          authors: [person('Stefanie', 'Hollmichel')],
          title: 'The Reading Brain: Differences between Digital and Print',
          websiteTitle: 'So Many Books, So Little Time',
          datePublished: '2013-04-25T12:00:00Z',
          url: 'https://somanybooksblog.com/2013/04/25/the-reading-brain-differences-between-digital-and-print/',
        }),
        'MLA',
      ),
    ).toBe(
      'Hollmichel, Stefanie. “The Reading Brain: Differences between Digital and Print.” So Many Books, So Little Time, 25 Apr. 2013, somanybooksblog.com/2013/04/25/the-reading-brain-differences-between-digital-and-print/.',
    );
  });

  it('MLA 9 (a web article with an access date)', () => {
    expect(
      text(
        web({
          authors: [person('Mark', 'Bernstein')],
          title: '10 Tips on Writing the Living Web',
          websiteTitle: 'A List Apart: For People Who Make Websites',
          datePublished: '2002-08-16T12:00:00Z',
          dateAccessed: '2009-05-04T12:00:00Z',
          url: 'http://alistapart.com/article/writeliving',
        }),
        'MLA',
      ),
    ).toBe(
      'Bernstein, Mark. “10 Tips on Writing the Living Web.” A List Apart: For People Who Make Websites, 16 Aug. 2002, alistapart.com/article/writeliving. Accessed 4 May 2009.',
    );
  });

  it('APA 7 (webpage on a news website)', () => {
    const bologna = web({
      authors: [person('Candice', 'Bologna')],
      title: 'Why some people with anxiety love watching horror movies',
      websiteTitle: 'HuffPost',
      datePublished: '2019-10-31T12:00:00Z',
      url: 'https://www.huffpost.com/entry/anxiety-love-watching-horror-movies_l_5d277587e4b02a5a5d57b59e',
    });
    expect(text(bologna, 'APA')).toBe(
      'Bologna, C. (2019, October 31). Why some people with anxiety love watching horror movies. HuffPost. https://www.huffpost.com/entry/anxiety-love-watching-horror-movies_l_5d277587e4b02a5a5d57b59e',
    );
    expect(formatCitation(bologna, 'APA').find((r) => r.italic)?.text).toBe(
      'Why some people with anxiety love watching horror movies',
    );
    expect(
      text(
        web({
          authors: [person('Kathleen', 'Toner')],
          title: 'When Covid-19 hit, he turned his newspaper route into a lifeline for senior citizens',
          websiteTitle: 'CNN',
          datePublished: '2020-09-24T12:00:00Z',
          url: 'https://www.cnn.com/2020/09/24/us/coronavirus-newspaper-delivery-seniors-cnnheroes-trnd/index.html',
        }),
        'APA',
      ),
    ).toBe(
      'Toner, K. (2020, September 24). When Covid-19 hit, he turned his newspaper route into a lifeline for senior citizens. CNN. https://www.cnn.com/2020/09/24/us/coronavirus-newspaper-delivery-seniors-cnnheroes-trnd/index.html',
    );
  });

  it('Chicago 17 (news or magazine article online, bibliography)', () => {
    const manjoo = web({
      authors: [person('Farhad', 'Manjoo')],
      title: 'Snap Makes a Bet on the Cultural Supremacy of the Camera',
      websiteTitle: 'New York Times',
      datePublished: '2017-03-08T12:00:00Z',
      url: 'https://www.nytimes.com/2017/03/08/technology/snap-makes-a-bet-on-the-cultural-supremacy-of-the-camera.html',
    });
    expect(text(manjoo, 'Chicago')).toBe(
      'Manjoo, Farhad. “Snap Makes a Bet on the Cultural Supremacy of the Camera.” New York Times, March 8, 2017. https://www.nytimes.com/2017/03/08/technology/snap-makes-a-bet-on-the-cultural-supremacy-of-the-camera.html.',
    );
    expect(formatCitation(manjoo, 'Chicago').find((r) => r.italic)?.text).toBe('New York Times');
  });

  it('Chicago 17 (website content with no date: the access date)', () => {
    expect(
      text(
        web({
          authors: [person('', 'Yale University')],
          title: 'About Yale: Yale Facts',
          dateAccessed: '2017-05-01T12:00:00Z',
          url: 'https://www.yale.edu/about-yale/yale-facts',
        }),
        'Chicago',
      ),
    ).toBe('Yale University. “About Yale: Yale Facts.” Accessed May 1, 2017. https://www.yale.edu/about-yale/yale-facts.');
  });
});
