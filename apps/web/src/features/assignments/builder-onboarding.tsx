import { ASSIGNMENT_TEXT as T } from '@lectern/domain';
import { useSubmit } from '../../lib/use-submit.js';
import { SubmitButton } from '../../ui/submit-button.js';
import { useBuilderOnboarding } from './api.js';
import s from './assignments.module.css';

/** The first-visit note at the top of the builder, shown to a teacher until they dismiss it. */
export function BuilderOnboarding({ enabled }: { enabled: boolean }) {
  const onboarding = useBuilderOnboarding(enabled);
  const dismiss = useSubmit(onboarding.dismiss);
  if (!onboarding.show) return null;
  return (
    <div className={s.onboarding} role="note" aria-label="How assignments work">
      <p>
        <strong>New to assignments?</strong> Pick whole classes or small groups, decide whether students may change the reading
        level, and press {T.assign}. Students see it at once, or when it goes live if you schedule it.
      </p>
      <SubmitButton type="button" variant="secondary" pending={dismiss.isPending} onClick={() => dismiss.submit()}>
        Got it
      </SubmitButton>
    </div>
  );
}
