import { READ_ALOUD_TEXT, type Assignment, type Me } from '@lectern/domain';
import { lazyPage } from '../../lib/lazy-page.js';
import { buttonClass } from '../../ui/plain-button.js';
import { LISTEN_BAR_ID, LISTEN_TOGGLE_ID } from './listen-ids.js';
import s from './listen-bar.module.css';

/**
 * Read-aloud is for signed-in readers, unless the assignment a student reads under hides it
 * (AUDIO-20). `assignment` is the one in effect for a student (or a teacher's "View as student").
 */
export function readAloudOffered(me: Me | null, assignment: Pick<Assignment, 'assignment_config'> | null): boolean {
  return me !== null && assignment?.assignment_config.hide_read_aloud !== true;
}

/**
 * The player and its bar load as a chunk of their own on the first press of Listen (or when the
 * pointer or focus reaches it), so the article's first script does not carry them.
 */
export const ListenBar = lazyPage(() => import('./listen-bar.js').then((m) => m.ListenBar));

/** The Listen toggle of the article tools: turns read-aloud mode (and its bar, AUDIO-01) on and off. */
export function ListenToggle({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const preload = () => void ListenBar.preload().catch(() => undefined);
  return (
    <button
      type="button"
      id={LISTEN_TOGGLE_ID}
      className={buttonClass(on ? 'primary' : 'secondary', s.toggle)}
      aria-pressed={on}
      aria-controls={on ? LISTEN_BAR_ID : undefined}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => onChange(!on)}
    >
      <svg
        width="18"
        height="18"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      >
        <path d="M4 15v-3a8 8 0 0 1 16 0v3" />
        <rect x="3" y="14" width="5" height="7" rx="2" />
        <rect x="16" y="14" width="5" height="7" rx="2" />
      </svg>
      {READ_ALOUD_TEXT.listen}
    </button>
  );
}
