import s from './lite-badge.module.css';

/**
 * PLAT-45: what a lite reader may do with an article. "PREMIUM" (outside the free collection:
 * locked, a lock on grey) or "READ UNTIL {date}" (free to read until then, a clock on green), each
 * with its own look and icon so the two never read alike. The library's cards and the article
 * page show the same badge.
 */
export function LiteBadge({ text, locked, className }: { text: string; locked: boolean; className?: string }) {
  return (
    <span className={`${locked ? s.locked : s.readable} ${className ?? ''}`}>
      <svg
        className={s.icon}
        viewBox="0 0 16 16"
        width="12"
        height="12"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        aria-hidden="true"
        focusable="false"
      >
        {locked ? (
          <>
            <rect x="3" y="7" width="10" height="7.5" rx="1.5" />
            <path d="M5.5 7V5a2.5 2.5 0 0 1 5 0v2" />
          </>
        ) : (
          <>
            <circle cx="8" cy="8" r="6" />
            <path d="M8 4.8V8l2.2 1.4" />
          </>
        )}
      </svg>
      {text}
    </span>
  );
}
