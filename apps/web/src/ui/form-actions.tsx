import { Button } from './button.js';

/** The submit + cancel row every form dialog ends with; the submit label switches while pending. */
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
      <Button type="submit" isDisabled={isPending}>
        {isPending ? pendingLabel : label}
      </Button>
      <Button variant="secondary" onPress={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
