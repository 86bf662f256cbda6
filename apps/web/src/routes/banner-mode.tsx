import { useEffect, useId, useRef } from 'react';
import { Link, type SetURLSearchParams } from 'react-router';
import type { Me } from '@lectern/domain';
import { panelParams, type Activity } from '../activities/activity.js';
import { buttonClass } from '../ui/plain-button.js';
import s from './banner-mode.module.css';

/**
 * Banner mode (PLAT-29 … PLAT-31): a learning-management system opens an article as a preview
 * before a teacher adds it to a course, naming itself in `preview_for`. The page then reads as the
 * article and its read-only activities, under a banner that says how to add it; everything that
 * creates or changes an assignment is hidden. It is a view, not a permission: the API is the same.
 */

/** The learning-management systems that open previews, by their `preview_for` value. */
export const LMS_PREVIEWS = {
  google_classroom: 'Google Classroom',
  canvas: 'Canvas',
  schoology: 'Schoology',
  desire2learn: 'D2L',
} as const satisfies Record<string, string>;

export const BANNER_MODE_TEXT = {
  message: 'Close preview and select "Add" to include content',
  openInLectern: 'Open in Lectern',
} as const;

/**
 * The learning-management system whose preview this page is, or null when the page is not in banner
 * mode. Only signed-in teachers on a full licence get it: students, lite teachers and visitors read
 * their usual page, and any other `preview_for` value is ignored. Decided from the URL and the
 * user alone, so the server's first HTML and the hydrated page agree.
 */
export function bannerModeOf(me: Me | null, query: URLSearchParams): string | null {
  if (!me?.isTeacher || me.isLiteUser) return null;
  const value = query.get('preview_for');
  return value !== null && Object.hasOwn(LMS_PREVIEWS, value) ? LMS_PREVIEWS[value as keyof typeof LMS_PREVIEWS] : null;
}

/** The query without what belongs to an open panel or another view of the page (PLAT-30). */
export function withoutPanels(query: URLSearchParams, activities: readonly Activity[]): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const p of panelParams(activities)) next.delete(p);
  next.delete('studentPreview');
  return next;
}

/** The same page outside banner mode, with its panels closed. */
export function outOfBannerMode(query: URLSearchParams, activities: readonly Activity[]): URLSearchParams {
  const next = withoutPanels(query, activities);
  next.delete('preview_for');
  return next;
}

/**
 * PLAT-30: when banner mode switches on or off while the page is open (a link, Back or Forward),
 * the panels close, so none opened in one view stays open in the other. The page's first render
 * keeps what its link asks for.
 */
export function useResetPanelsOnBannerToggle(on: boolean, activities: readonly Activity[], setQuery: SetURLSearchParams) {
  const was = useRef(on);
  useEffect(() => {
    if (was.current === on) return;
    was.current = on;
    // From the address as it is now: another write since the render must not be undone.
    const current = new URLSearchParams(window.location.search);
    const next = withoutPanels(current, activities);
    if (next.toString() !== current.toString()) setQuery(next, { replace: true });
  }, [on, activities, setQuery]);
}

/**
 * The banner at the top of the article in banner mode: which system's preview this is, what to do
 * there (the teacher closes the preview in that system), and the way to this article's full page
 * in Lectern, with the assignment tools.
 */
export function BannerModeBanner({
  lms,
  query,
  activities,
}: {
  lms: string;
  query: URLSearchParams;
  activities: readonly Activity[];
}) {
  const labelId = useId();
  const full = outOfBannerMode(query, activities).toString();
  return (
    <section className={s.banner} aria-labelledby={labelId}>
      <div className={s.inner}>
        <p className={s.text}>
          <span className={s.label} id={labelId}>
            {`${lms} preview`}
          </span>
          <span className={s.message}>{BANNER_MODE_TEXT.message}</span>
        </p>
        <Link className={buttonClass('secondary', s.open)} to={{ search: full ? `?${full}` : '' }}>
          {BANNER_MODE_TEXT.openInLectern}
        </Link>
      </div>
    </section>
  );
}
