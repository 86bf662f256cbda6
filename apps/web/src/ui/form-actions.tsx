import { Button } from './button.js';
import { SubmitButton } from './submit-button.js';

/** The submit + cancel row every form dialog ends with; the submit says it is working while pending. */
export function FormActions({
  label,
  pendingLabel,
  isPending,
  onCancel,
}: {
  label: string;
  pendingLabel: string;
  isPending: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="row">
      <SubmitButton pending={isPending} pendingLabel={pendingLabel}>
        {label}
      </SubmitButton>
      <Button variant="secondary" onPress={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
