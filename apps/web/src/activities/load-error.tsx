import s from './load-error.module.css';

/** QUIZ-04, PLAT-61: what every activity panel says when its activity cannot be loaded. */
export const ACTIVITY_LOAD_ERROR = "We're sorry, the activities aren't loading. Please try again later.";

export function ActivityLoadError() {
  return (
    <p className={s.loadError} role="alert">
      {ACTIVITY_LOAD_ERROR}
    </p>
  );
}
