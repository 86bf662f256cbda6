import { tokenAccessibleText, tokenValueText, type TokenSize } from '@lectern/domain';
import s from './token.module.css';

const SIZE_CLASS: Record<TokenSize, string | undefined> = {
  XS: s.tokenXS,
  SM: s.tokenSM,
  MD: s.tokenMD,
  LG: s.tokenLG,
  PICKER: s.tokenPICKER,
};

/** A token: a gold coin with a star, drawn inline so it scales with the text beside it. */
export function TokenCoin({ className }: { className?: string | undefined }) {
  return (
    <svg className={`${s.coin} ${className ?? ''}`} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill="#d99a1e" />
      <circle cx="16" cy="16" r="12.5" fill="#fcd34d" />
      <circle cx="16" cy="16" r="12.5" fill="none" stroke="#b7791f" strokeWidth="1.2" />
      <path
        d="M16 8.6l2.2 4.6 5 .7-3.6 3.5.9 5-4.5-2.4-4.5 2.4.9-5-3.6-3.5 5-.7z"
        fill="#fff7d6"
        stroke="#b7791f"
        strokeWidth="1"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * TOKEN-04: a token count in one of the spec's sizes, single ("30") or double ("30 / 200", earned of
 * total). Screen readers hear the whole phrase ("30 of 200 tokens earned").
 */
export function TokenDisplay({ earned, total, size = 'MD' }: { earned: number; total?: number | undefined; size?: TokenSize }) {
  return (
    <span className={`${s.token} ${SIZE_CLASS[size] ?? ''}`} role="img" aria-label={tokenAccessibleText(earned, total)}>
      <TokenCoin />
      <span className={s.tokenValue}>{tokenValueText(earned, total)}</span>
    </span>
  );
}
