import { pointsLabel, type BadgeColour } from '@lectern/domain';
import s from './power-words.module.css';

const FILL: Record<BadgeColour, { ring: string; face: string; ribbon: string; text: string }> = {
  gold: { ring: '#b7791f', face: '#fcd34d', ribbon: '#d97706', text: '#5c3300' },
  blue: { ring: '#1d4ed8', face: '#bfdbfe', ribbon: '#2563eb', text: '#1e3a8a' },
  grey: { ring: '#6b7280', face: '#e5e7eb', ribbon: '#9ca3af', text: '#374151' },
};

const LABEL: Record<BadgeColour, string> = { gold: 'Gold badge', blue: 'Blue badge', grey: 'Grey badge' };

/** QUIZ-18, QUIZ-19, PW-12: the result badge, a rosette in the result's colour with the points ("1 point", "2 points") on it. */
export function PowerWordsBadge({ colour, points }: { colour: BadgeColour; points: number }) {
  const c = FILL[colour];
  return (
    <svg className={s.badge} viewBox="0 0 96 112" role="img" aria-label={`${LABEL[colour]}, ${pointsLabel(points)}`}>
      <path d="M30 70 L20 108 L36 100 L44 112 L50 74 Z" fill={c.ribbon} />
      <path d="M66 70 L76 108 L60 100 L52 112 L46 74 Z" fill={c.ribbon} />
      <circle cx="48" cy="46" r="42" fill={c.ring} />
      <circle cx="48" cy="46" r="34" fill={c.face} />
      <circle cx="48" cy="46" r="34" fill="none" stroke="#fff" strokeOpacity="0.6" strokeWidth="2" strokeDasharray="3 4" />
      <text x="48" y="52" textAnchor="middle" fontSize="22" fontWeight="800" fill={c.text} fontFamily="inherit">
        {points}
      </text>
      <text x="48" y="66" textAnchor="middle" fontSize="9" fontWeight="700" fill={c.text} fontFamily="inherit">
        {points === 1 ? 'POINT' : 'POINTS'}
      </text>
    </svg>
  );
}
