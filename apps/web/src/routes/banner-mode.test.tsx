import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { BrowserRouter, Link, MemoryRouter, Route, Routes, useLocation, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ACTIVITIES } from '../activities/registry.js';
import { axeViolations } from '../test/axe.js';
import { buildMe } from '../test/fixtures.js';
import { BANNER_MODE_TEXT, BannerModeBanner, bannerModeOf, useResetPanelsOnBannerToggle } from './banner-mode.js';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

const q = (search: string) => new URLSearchParams(search);

describe('bannerModeOf', () => {
  it('PLAT-29 turns on for the four learning-management systems, named as teachers know them', () => {
    const teacher = buildMe();
    expect(bannerModeOf(teacher, q('preview_for=google_classroom'))).toBe('Google Classroom');
    expect(bannerModeOf(teacher, q('preview_for=canvas'))).toBe('Canvas');
    expect(bannerModeOf(teacher, q('preview_for=schoology'))).toBe('Schoology');
    expect(bannerModeOf(teacher, q('preview_for=desire2learn'))).toBe('D2L');
  });

  it('PLAT-29 ignores any other value, and a page without preview_for', () => {
    const teacher = buildMe();
    expect(bannerModeOf(teacher, q(''))).toBeNull();
    expect(bannerModeOf(teacher, q('preview_for=moodle'))).toBeNull();
    expect(bannerModeOf(teacher, q('preview_for=Canvas'))).toBeNull();
    expect(bannerModeOf(teacher, q('preview_for='))).toBeNull();
    expect(bannerModeOf(teacher, q('preview_for=toString'))).toBeNull();
    expect(bannerModeOf(teacher, q('preview_for=__proto__'))).toBeNull();
  });

  it('PLAT-30 PLAT-31 is for signed-in teachers on a full licence only', () => {
    const query = q('preview_for=canvas');
    expect(bannerModeOf(null, query)).toBeNull();
    expect(bannerModeOf(buildMe({ role: 'student', isStudent: true, isTeacher: false }), query)).toBeNull();
    expect(bannerModeOf(buildMe({ isLiteUser: true }), query)).toBeNull();
    expect(bannerModeOf(buildMe({ role: 'parent', isParent: true, isTeacher: false }), query)).toBeNull();
    expect(bannerModeOf(buildMe({ isAuthorizedTeacher: false }), query)).toBe('Canvas');
  });
});

function WhereAmI() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

describe('BannerModeBanner', () => {
  it('PLAT-29 says which preview this is and what to do, and leads to the full page with its panels closed', async () => {
    const search = 'levelId=12&preview_for=canvas&activityPanel=quizPreview&quizId=7&question=2&studentPreview=true';
    const { container } = render(
      <MemoryRouter initialEntries={[`/view/5?${search}`]}>
        <Routes>
          <Route
            path="/view/:contentId"
            element={
              <>
                <BannerModeBanner lms="Canvas" query={q(search)} activities={ACTIVITIES} />
                <WhereAmI />
              </>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    const banner = screen.getByRole('region', { name: 'Canvas preview' });
    expect(banner.textContent).toBe('Canvas previewClose preview and select "Add" to include contentOpen in Lectern');
    expect(BANNER_MODE_TEXT.message).toBe('Close preview and select "Add" to include content');
    // Nothing in it pretends to close the preview: that is the learning-management system's window.
    expect(screen.queryByRole('button')).toBeNull();
    const open = screen.getByRole('link', { name: 'Open in Lectern' });
    expect(open.getAttribute('href')).toBe('/view/5?levelId=12');
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(open);
    expect(screen.getByTestId('location').textContent).toBe('/view/5?levelId=12');
  });
});

/** A page in the browser's address bar that reports whether it is in banner mode. */
function Harness() {
  const [query, setQuery] = useSearchParams();
  const on = bannerModeOf(buildMe(), query) !== null;
  useResetPanelsOnBannerToggle(on, ACTIVITIES, setQuery);
  return (
    <>
      <p>{on ? 'banner mode' : 'full view'}</p>
      <Link to="?levelId=3&preview_for=canvas&activityPanel=quiz&quizId=7">Preview with the quiz open</Link>
      <Link to="?levelId=3&activityPanel=powerWords&powerWordsActivityId=9">Full view with Power Words open</Link>
      <WhereAmI />
    </>
  );
}

describe('useResetPanelsOnBannerToggle', () => {
  it('PLAT-30 keeps the panels a link opens with, and closes them when banner mode switches on or off', async () => {
    window.history.replaceState(null, '', '/view/5?levelId=3&preview_for=schoology&activityPanel=quiz&quizId=7');
    render(
      <BrowserRouter>
        <Routes>
          <Route path="/view/:contentId" element={<Harness />} />
        </Routes>
      </BrowserRouter>,
    );
    // The first render is not a switch: the quiz the link opens stays open.
    screen.getByText('banner mode');
    expect(window.location.search).toBe('?levelId=3&preview_for=schoology&activityPanel=quiz&quizId=7');

    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Full view with Power Words open' })));
    screen.getByText('full view');
    expect(window.location.search).toBe('?levelId=3');

    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Preview with the quiz open' })));
    screen.getByText('banner mode');
    expect(window.location.search).toBe('?levelId=3&preview_for=canvas');
    expect(screen.getByTestId('location').textContent).toBe('/view/5?levelId=3&preview_for=canvas');

    // Staying in banner mode is not a switch: a panel opened there stays open.
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Preview with the quiz open' })));
    expect(window.location.search).toBe('?levelId=3&preview_for=canvas&activityPanel=quiz&quizId=7');
  });
});
