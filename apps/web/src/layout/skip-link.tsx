import s from './layout.module.css';

/**
 * The first stop of the Tab key on every page, bare ones included: it jumps past the top bar to
 * the page's `<main id="main">`. Off screen until it has focus.
 */
export function SkipLink() {
  return (
    <a href="#main" className={s.skip}>
      Skip to main content
    </a>
  );
}
