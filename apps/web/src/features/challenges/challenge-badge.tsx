import s from './challenges.module.css';

/**
 * The monthly reading badge: an open book on a shield with a ribbon, in colour once earned and greyed
 * out until then. `label` names it for screen readers; an empty label hides it (decoration).
 */
export function ChallengeBadge({
  earned,
  label,
  monthLabel,
  className,
}: {
  earned: boolean;
  label: string;
  /** A short text on the ribbon ("NOV"). */
  monthLabel?: string;
  className?: string;
}) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg
      className={`${s.badgeArt} ${earned ? '' : s.badgeLocked} ${className ?? ''}`}
      viewBox="0 0 120 132"
      focusable="false"
      {...a11y}
    >
      <path d="M60 4 L108 22 V62 C108 94 86 114 60 126 C34 114 12 94 12 62 V22 Z" fill="#1d4ed8" />
      <path d="M60 13 L99 28 V62 C99 88 81 105 60 116 C39 105 21 88 21 62 V28 Z" fill="#3b82f6" />
      <circle cx="60" cy="58" r="30" fill="#fcd34d" stroke="#b7791f" strokeWidth="3" />
      <path
        d="M60 50 C52 44 42 44 36 46 V72 C42 70 52 70 60 76 Z"
        fill="#fff"
        stroke="#1e3a8a"
        strokeWidth="2.2"
        strokeLinejoin="round"
      />
      <path
        d="M60 50 C68 44 78 44 84 46 V72 C78 70 68 70 60 76 Z"
        fill="#fff"
        stroke="#1e3a8a"
        strokeWidth="2.2"
        strokeLinejoin="round"
      />
      <path d="M60 50 V76" stroke="#1e3a8a" strokeWidth="2.2" />
      <path
        d="M18 96 H102 L94 108 L102 120 H18 L26 108 Z"
        fill="#d97706"
        stroke="#92400e"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      {monthLabel && (
        <text x="60" y="113" textAnchor="middle" fontSize="12" fontWeight="800" fill="#fff" letterSpacing="1.5">
          {monthLabel}
        </text>
      )}
    </svg>
  );
}
