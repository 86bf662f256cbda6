import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { safeNextPath, signInPath } from './auth/safe-next.js';
import { isElementaryClass, JOIN_CODE_ALPHABET, makeJoinCode } from './classes/class.schema.js';
import { ArticleFile } from './content/content.schema.js';
import { EventRecordBody, FEATURE_DEFAULTS, resolveFeatures } from './features/feature-flags.js';
import { GRADE_BANDS, gradeBandOf, gradeLabel, gradeRangeLabel } from './grades.js';
import { JSON_DATA_MESSAGE, nestedDeeperThan } from './input.js';
import { userFlags } from './users/user.schema.js';

describe('sign-in links', () => {
  it('PLAT-25 builds /signin with next holding the current path', () => {
    expect(signInPath('/view/12?levelId=3')).toBe('/signin?next=%2Fview%2F12%3FlevelId%3D3');
    expect(signInPath('/x', '/app')).toBe('/app/signin?next=%2Fx');
  });

  it('keeps next on this site and refuses anything off-site', () => {
    expect(safeNextPath('/account/classes?x=1')).toBe('/account/classes?x=1');
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/ok\nSet-Cookie: x',
      '',
      null,
      undefined,
    ])
      expect(safeNextPath(bad)).toBe('/');
    expect(safeNextPath('//x', '/home')).toBe('/home');
  });
});

describe('user flags (PLAT-11, PLAT-04)', () => {
  const base = { is_lite: false, is_authorized: true, has_ela_license: true, can_view_power_words: true };
  it('derives teacher flags', () => {
    expect(userFlags({ ...base, role: 'teacher' })).toMatchObject({
      isTeacher: true,
      isAuthorizedTeacher: true,
      activeELALicense: true,
      canPrintPremiumContent: true,
      isStudent: false,
    });
    expect(userFlags({ ...base, role: 'teacher', is_authorized: false }).isAuthorizedTeacher).toBe(false);
  });
  it('gives lite users no licence; lite students lose Power Words', () => {
    expect(userFlags({ ...base, role: 'student', is_lite: true })).toMatchObject({
      isLiteUser: true,
      activeELALicense: false,
      canViewPowerWords: false,
    });
    expect(userFlags({ ...base, role: 'teacher', is_lite: true })).toMatchObject({
      canViewPowerWords: true,
      canPrintPremiumContent: false,
    });
  });
  it('counts principals and district admins as school admins who may print premium content', () => {
    expect(userFlags({ ...base, role: 'principal' })).toMatchObject({ isSchoolAdmin: true, canPrintPremiumContent: true });
    expect(userFlags({ ...base, role: 'parent' })).toMatchObject({ isParent: true, canPrintPremiumContent: false });
  });
});

describe('grades', () => {
  it('LEVEL-08 defines the five grade bands in order', () => {
    expect(GRADE_BANDS.map((b) => [b.label, b.min, b.max])).toEqual([
      ['Kindergarten', -1, 0],
      ['Lower Elementary', 1, 3],
      ['Upper Elementary', 4, 5],
      ['Middle School', 6, 8],
      ['High School', 9, 12],
    ]);
    expect(gradeBandOf(7)?.key).toBe('MIDDLE_SCHOOL');
    expect(gradeBandOf(0)?.key).toBe('KINDERGARTEN');
  });
  it('PLAT-51 shows grade 0 as K', () => {
    expect(gradeLabel(0)).toBe('K');
    expect(gradeLabel(5)).toBe('5');
    expect(gradeRangeLabel([2, 0, 1])).toBe('K–2');
    expect(gradeRangeLabel([7])).toBe('7');
  });
  it('PLAT-12 tags a class ELEM when its grades are below 6', () => {
    expect(isElementaryClass([4])).toBe(true);
    expect(isElementaryClass([5, 6])).toBe(false);
    expect(isElementaryClass([])).toBe(false);
  });
});

describe('join codes', () => {
  it('are 6 characters from an alphabet without look-alikes', () => {
    let i = 0;
    const code = makeJoinCode((n) => i++ % n);
    expect(code).toHaveLength(6);
    expect(JOIN_CODE_ALPHABET).not.toMatch(/[01IOL]/);
  });
});

describe('feature flags', () => {
  it('applies school overrides, then user overrides, over defaults', () => {
    const f = resolveFeatures([
      { scope: 'user', name: 'print_modal', enabled: true },
      { scope: 'school', name: 'print_modal', enabled: false },
      { scope: 'school', name: 'citation_feature', enabled: false },
      { scope: 'user', name: 'unknown_flag', enabled: true },
    ]);
    expect(f.print_modal).toBe(true);
    expect(f.citation_feature).toBe(false);
    expect(f.font_size_feature).toBe(FEATURE_DEFAULTS.font_size_feature);
    expect(f).not.toHaveProperty('unknown_flag');
  });
});

describe('free-form event data', () => {
  /** Nested `depth` levels deep, built without recursion. */
  const nested = (depth: number) => {
    let v: unknown = 1;
    for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
    return v;
  };

  it('counts depth level by level, so a value too deep for JSON.stringify is measured without overflowing', () => {
    expect(nestedDeeperThan(1, 0)).toBe(false);
    expect(nestedDeeperThan({ a: 1 }, 1)).toBe(false);
    expect(nestedDeeperThan({ a: [1] }, 1)).toBe(true);
    expect(nestedDeeperThan(nested(8), 8)).toBe(false);
    expect(nestedDeeperThan(nested(9), 8)).toBe(true);
    expect(nestedDeeperThan(nested(200_000), 8)).toBe(true);
  });

  it('an event accepts the flat data the product sends and refuses data too deep or too long', () => {
    expect(
      EventRecordBody.safeParse({ event_name: 'user_article_viewed', data: { content_id: '12', level_id: 3 } }).success,
    ).toBe(true);
    for (const data of [{ n: nested(8) }, { n: nested(200_000) }, { text: 'x'.repeat(16_001) }]) {
      const parsed = EventRecordBody.safeParse({ event_name: 'x', data });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(JSON_DATA_MESSAGE);
    }
  });
});

describe('seed corpus', () => {
  const dir = new URL('../../../content/articles/', import.meta.url);
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  it('has at least 12 articles covering every subject', () => {
    expect(files.length).toBeGreaterThanOrEqual(12);
  });
  for (const file of files) {
    it(`${file} matches the content format (PLAT-09)`, () => {
      const parsed = ArticleFile.safeParse(JSON.parse(readFileSync(new URL(file, dir), 'utf8')));
      expect(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([]);
      if (parsed.success) {
        expect(parsed.data.slug).toBe(file.replace(/\.json$/, ''));
        expect(parsed.data.levels.filter((l) => l.language === 'en')).toHaveLength(5);
      }
    });
  }
});
