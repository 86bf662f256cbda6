/**
 * Guided highlighting's pictures, drawn for Lectern as inline SVG (no request, no text inside):
 * an open book with a highlighted line and a highlighter for the welcome, and the same highlighter
 * over a ribbon and stars for the completion screen (GH-02). Colours come from the design tokens.
 */
export function HighlighterArt() {
  return (
    <svg viewBox="0 0 240 180" width="100%" height="100%" focusable="false" aria-hidden="true">
      <ellipse cx="120" cy="160" rx="96" ry="10" fill="var(--color-neutral-soft)" />
      <path
        d="M24 40 Q72 28 118 44 V150 Q72 136 24 148 Z"
        fill="var(--color-surface)"
        stroke="var(--color-primary-border-strong)"
        strokeWidth="3"
      />
      <path
        d="M216 40 Q168 28 122 44 V150 Q168 136 216 148 Z"
        fill="var(--color-surface)"
        stroke="var(--color-primary-border-strong)"
        strokeWidth="3"
      />
      <g stroke="var(--color-track)" strokeWidth="5" strokeLinecap="round">
        <path d="M38 60 H104" />
        <path d="M38 76 H98" />
        <path d="M38 108 H104" />
        <path d="M38 124 H90" />
        <path d="M136 60 H202" />
        <path d="M136 108 H196" />
        <path d="M136 124 H180" />
      </g>
      <rect x="32" y="86" width="78" height="13" rx="4" fill="var(--color-amber-border)" />
      <path d="M38 92 H104" stroke="var(--color-amber)" strokeWidth="5" strokeLinecap="round" />
      <rect x="130" y="70" width="76" height="13" rx="4" fill="var(--color-amber-border)" />
      <path d="M136 76 H200" stroke="var(--color-amber)" strokeWidth="5" strokeLinecap="round" />
      <path d="M136 92 H188" stroke="var(--color-track)" strokeWidth="5" strokeLinecap="round" />
      <g transform="rotate(-35 176 58)">
        <rect x="150" y="46" width="70" height="22" rx="6" fill="var(--color-primary)" />
        <rect x="150" y="46" width="20" height="22" rx="4" fill="var(--color-primary-strong)" />
        <path d="M220 50 L236 54 V60 L220 64 Z" fill="var(--color-amber-border)" stroke="var(--color-amber)" strokeWidth="2" />
      </g>
    </svg>
  );
}

export function CompletionArt() {
  return (
    <svg viewBox="0 0 240 170" width="100%" height="100%" focusable="false" aria-hidden="true">
      <ellipse cx="120" cy="156" rx="80" ry="9" fill="var(--color-neutral-soft)" />
      <circle cx="120" cy="78" r="58" fill="var(--color-amber-soft)" stroke="var(--color-amber-border)" strokeWidth="4" />
      <path d="M92 124 L80 156 L98 148 L108 162 L116 128 Z" fill="var(--color-primary)" />
      <path d="M148 124 L160 156 L142 148 L132 162 L124 128 Z" fill="var(--color-primary-strong)" />
      <circle cx="120" cy="78" r="42" fill="var(--color-medal-gold)" stroke="var(--color-medal-gold-rim)" strokeWidth="5" />
      <path
        d="M120 52 L128 70 L148 72 L133 85 L138 104 L120 94 L102 104 L107 85 L92 72 L112 70 Z"
        fill="var(--color-medal-gold-light)"
      />
      <g fill="var(--color-amber)">
        <path d="M34 40 l4 10 10 4 -10 4 -4 10 -4 -10 -10 -4 10 -4 Z" />
        <path d="M200 26 l3 7 7 3 -7 3 -3 7 -3 -7 -7 -3 7 -3 Z" />
        <path d="M206 104 l3 7 7 3 -7 3 -3 7 -3 -7 -7 -3 7 -3 Z" />
      </g>
      <g fill="var(--color-primary-light)">
        <circle cx="46" cy="110" r="5" />
        <circle cx="190" cy="66" r="4" />
        <circle cx="62" cy="18" r="3" />
      </g>
    </svg>
  );
}
