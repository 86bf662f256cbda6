import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub.js';
import { axeViolations } from '../../test/axe.js';
import { buildMe } from '../../test/fixtures.js';
import { renderInApp } from '../../test/render.js';
import { WordWallPage } from './word-wall-page.js';

const student = buildMe({ role: 'student', isStudent: true, isTeacher: false, isAuthorizedTeacher: false });
const parent = buildMe({ role: 'parent', isParent: true, isTeacher: false, isAuthorizedTeacher: false });
const studentText = 'Every Power Word you practise lands here, with the article you met it in.';
const explainer = /The word wall is where students collect the Power Words they practise/;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('WordWallPage', () => {
  it('PW-13 a student gets their own wall with the student text', async () => {
    const api = stubApi((req) => (req.path === '/api/v2/word-wall/' ? { status: 200, body: { results: [] } } : undefined));
    renderInApp(<WordWallPage me={student} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Word wall' })).toBeTruthy();
    expect(screen.getByText(studentText)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Your word wall is empty for now' })).toBeTruthy();
    expect(api.requests.map((r) => r.path)).toEqual(['/api/v2/word-wall/']);
  });

  it('PW-13 a parent learns the wall holds their child’s Power Words and is led to their child’s work', async () => {
    const api = stubApi(() => undefined);
    const { container } = renderInApp(<WordWallPage me={parent} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Word wall' })).toBeTruthy();
    expect(screen.getByText(/your child collects the Power Words they meet while reading/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your child’s work' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText(studentText)).toBeNull();
    expect(screen.queryByText(explainer)).toBeNull();
    // A parent has no words of their own to ask for.
    expect(api.requests).toEqual([]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('a teacher gets the explainer of what students collect', async () => {
    stubApi(() => undefined);
    const { container } = renderInApp(<WordWallPage me={buildMe()} />);
    expect(screen.getByText(explainer)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'See your child’s work' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });
});
