import { describe, expect, it } from 'vitest';
import { BADGE_PATH } from '@lectern/domain';
import { buildMe } from '../test/fixtures.js';
import { findPage, matchPage, redirectFor } from './page-routes.js';

describe('findPage', () => {
  it('answers a path whose parameters its page cannot show as unknown, like a path that matches nothing (PLAT-42)', () => {
    for (const path of [
      '/view/nope',
      '/grading/nope',
      '/assignment/nope',
      '/challenges/garbage',
      '/challenges/2026-13',
      '/challenges/topics/GARBAGE',
      '/challenges/no/such/page',
      '/no-such-page',
      '/subject/other/nope',
    ])
      expect(findPage(path), path).toBeUndefined();
    // The table still knows which section such a path belongs to.
    expect(matchPage('/challenges/garbage')?.path).toBe('/challenges/:challengeId');
  });

  it('finds the page for parameters it can show', () => {
    expect(findPage('/view/12')?.path).toBe('/view/:contentId');
    expect(findPage('/grading/12')?.path).toBe('/grading/:contentId');
    expect(findPage('/assignment/5416cb78f1e5')?.path).toBe('/assignment/:contentId');
    expect(findPage('/challenges/2026-10')?.path).toBe('/challenges/:challengeId');
    expect(findPage('/challenges/topics/SCIENCE')?.path).toBe('/challenges/topics/:topicId');
    expect(findPage('/challenges/history')?.path).toBe('/challenges/history');
    // TOOLBAR-17: a text set's page.
    expect(findPage('/subject/other/41')).toMatchObject({ path: '/subject/other/:textSetId', access: 'user' });
    // The page a printed badge's QR code opens.
    expect(findPage(BADGE_PATH)).toMatchObject({ access: 'public', bare: true });
  });
});

describe('redirectFor', () => {
  const at = (path: string) => findPage(path)!;

  it('PLAT-25 sends a signed-out visitor to sign-in with the page to return to, and home to the public library', () => {
    expect(redirectFor(at('/account/classes'), null, '/account/classes?x=1')).toBe('/signin?next=%2Faccount%2Fclasses%3Fx%3D1');
    expect(redirectFor(at('/'), null, '/')).toBe('/search');
    expect(redirectFor(at('/home'), null, '/home')).toBe('/search');
    expect(redirectFor(at('/search'), null, '/search')).toBeNull();
    expect(redirectFor(at('/view/12'), null, '/view/12')).toBeNull();
  });

  it('PLAT-27 sends an unfinished teacher to settings from signed-in pages only; a student away from teacher pages', () => {
    const unfinished = buildMe({ isAuthorizedTeacher: false });
    expect(redirectFor(at('/'), unfinished, '/')).toBe('/account/settings/');
    expect(redirectFor(at('/view/12'), unfinished, '/view/12')).toBeNull();
    expect(redirectFor(at('/account/settings'), unfinished, '/account/settings/')).toBeNull();
    const student = buildMe({ isTeacher: false, isStudent: true, role: 'student' });
    expect(redirectFor(at('/grading/12'), student, '/grading/12')).toBe('/');
    expect(redirectFor(at('/'), student, '/')).toBeNull();
  });
});
