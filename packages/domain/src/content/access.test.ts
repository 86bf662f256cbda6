import { describe, expect, it } from 'vitest';
import { accessState, actionsDisabled, contentAccess, liteBadge, ACCESS_SCREENS } from './access.js';
import {
  advisoryGradeRange,
  advisoryHeading,
  contentWarningText,
  formatDate,
  standardsPreview,
  SUBJECT_NAMES,
} from './display.js';

const anon = { isAuthenticated: false, isStudent: false, isLiteUser: false };
const student = { isAuthenticated: true, isStudent: true, isLiteUser: false };
const teacher = { isAuthenticated: true, isStudent: false, isLiteUser: false };

describe('access state table', () => {
  it('PLAT-34 signed-out: 401 is restricted, anything else the free public view', () => {
    expect(accessState({ ...anon, status: 401 })).toBe('UNAUTHENTICATED_USER_RESTRICTED_CONTENT');
    expect(accessState({ ...anon, status: 200 })).toBe('UNAUTHENTICATED_USER_FREE_CONTENT');
    expect(accessState({ ...anon, status: 403 })).toBe('UNAUTHENTICATED_USER_FREE_CONTENT');
  });

  it('PLAT-35 a lite student with a 200 is unlicensed', () => {
    expect(accessState({ ...student, isLiteUser: true, status: 200 })).toBe('STUDENT_USER_UNLICENSED_CONTENT');
    expect(accessState({ ...teacher, isLiteUser: true, status: 200 })).toBe('GENERIC');
  });

  it('PLAT-36 403 splits students from everyone else', () => {
    expect(accessState({ ...student, status: 403 })).toBe('STUDENT_USER_RESTRICTED_CONTENT');
    expect(accessState({ ...teacher, status: 403 })).toBe('NON_STUDENT_USER_RESTRICTED_CONTENT');
  });

  it('PLAT-37 451 is district restricted; any other combination is generic', () => {
    expect(accessState({ ...teacher, status: 451 })).toBe('AUTHENTICATED_USER_DISTRICT_RESTRICTED_CONTENT');
    expect(accessState({ ...student, status: 451 })).toBe('AUTHENTICATED_USER_DISTRICT_RESTRICTED_CONTENT');
    expect(accessState({ ...teacher, status: 500 })).toBe('GENERIC');
    expect(accessState({ ...student, status: 404 })).toBe('GENERIC');
  });

  it('PLAT-38 PLAT-39 PLAT-40 the screens carry the spec texts', () => {
    expect(ACCESS_SCREENS.AUTHENTICATED_USER_DISTRICT_RESTRICTED_CONTENT).toMatchObject({
      title: "This content isn't available",
      homeLink: true,
      searchHint: true,
    });
    expect(ACCESS_SCREENS.STUDENT_USER_RESTRICTED_CONTENT.title).toBe("This content isn't available");
    expect(ACCESS_SCREENS.NON_STUDENT_USER_RESTRICTED_CONTENT).toMatchObject({
      title: 'Subscription required',
      learnMore: true,
      homeLink: true,
    });
    expect(ACCESS_SCREENS.STUDENT_USER_UNLICENSED_CONTENT.title).toBe(
      "This content isn't available. Ask a teacher for help or visit the homepage to find available content.",
    );
    expect(ACCESS_SCREENS.UNAUTHENTICATED_USER_RESTRICTED_CONTENT.signIn).toBe(true);
  });
});

describe('what the content call answers (server side of the table)', () => {
  const free = { is_premium: false, is_lite: true, veiled: false };
  const premium = { is_premium: true, is_lite: false, veiled: false };
  const standard = { is_premium: false, is_lite: false, veiled: false };
  const licensed = { activeELALicense: true };

  it('PLAT-05 PLAT-32 signed-out visitors get the public view of free articles and 401 on premium', () => {
    expect(contentAccess({ ...anon, activeELALicense: false }, free)).toEqual({ kind: 'public' });
    expect(contentAccess({ ...anon, activeELALicense: false }, premium)).toEqual({ kind: 'error', status: 401 });
  });

  it('PLAT-42 a lite student cannot open premium content; the free collection opens', () => {
    const lite = { ...student, isLiteUser: true, activeELALicense: false };
    expect(contentAccess(lite, premium)).toEqual({ kind: 'public' });
    expect(contentAccess(lite, standard)).toEqual({ kind: 'public' });
    expect(contentAccess(lite, free)).toEqual({ kind: 'full' });
  });

  it('PLAT-46 a lite teacher reads premium content (actions disabled)', () => {
    const lite = { ...teacher, isLiteUser: true, activeELALicense: false };
    expect(contentAccess(lite, premium)).toEqual({ kind: 'full' });
    expect(actionsDisabled(lite, premium)).toBe(true);
    expect(actionsDisabled(lite, free)).toBe(false);
    expect(actionsDisabled({ isLiteUser: true, isStudent: true }, premium)).toBe(false);
    expect(actionsDisabled(teacher, premium)).toBe(false);
  });

  it('PLAT-36 premium without a licence is 403; with one it opens', () => {
    expect(contentAccess({ ...teacher, activeELALicense: false }, premium)).toEqual({ kind: 'error', status: 403 });
    expect(contentAccess({ ...student, ...licensed }, premium)).toEqual({ kind: 'full' });
  });

  it('PLAT-37 a veiling advisory gives 451 to signed-in readers', () => {
    expect(contentAccess({ ...student, ...licensed }, { ...free, veiled: true })).toEqual({ kind: 'error', status: 451 });
  });
});

describe('display rules', () => {
  const fmt = (iso: string) => formatDate(iso);
  it('PLAT-45 lite users see READ UNTIL {date} on the free collection and PREMIUM elsewhere', () => {
    const lite = { isLiteUser: true };
    expect(liteBadge(lite, { is_lite: true, date_lite_product_grant_expires: '2027-06-30T00:00:00Z' }, fmt)).toBe(
      'READ UNTIL 06/30/2027',
    );
    expect(liteBadge(lite, { is_lite: false, date_lite_product_grant_expires: null }, fmt)).toBe('PREMIUM');
    expect(liteBadge({ isLiteUser: false }, { is_lite: false, date_lite_product_grant_expires: null }, fmt)).toBeNull();
  });

  it('PLAT-47 an empty warning shows the default text', () => {
    expect(contentWarningText('')).toBe('This material contains sensitive content that may be upsetting for some readers.');
    expect(contentWarningText('Scenes of a flood.')).toBe('Scenes of a flood.');
    expect(contentWarningText(null)).toBeNull();
  });

  it('PLAT-50 PLAT-51 advisory text names the level and shows grade 0 as K', () => {
    expect(advisoryGradeRange(0, 5)).toBe('K–5');
    expect(advisoryGradeRange(0, 0)).toBe('K');
    expect(advisoryHeading('DISTRICT_ADVISORY', 0, 5)).toBe('Your district has flagged this content for grades K–5.');
    expect(advisoryHeading('SCHOOL_ADVISORY', 3, 4)).toBe('Your school has flagged this content for grades 3–4.');
  });

  it('PLAT-53 three standards, then "View all"', () => {
    const s = ['a', 'b', 'c', 'd'].map((name) => ({ name }));
    expect(standardsPreview(s)).toEqual({ shown: s.slice(0, 3), more: true });
    expect(standardsPreview(s.slice(0, 3)).more).toBe(false);
  });

  it('PLAT-55 PLAT-56 subject names and mm/dd/yyyy dates', () => {
    expect(SUBJECT_NAMES.ELA).toBe('English Language Arts');
    expect(SUBJECT_NAMES.SOCIAL_STUDIES).toBe('Social Studies');
    expect(formatDate('2026-03-08T00:00:00Z')).toBe('03/08/2026');
  });
});
