import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

interface SaveOrCancelProps {
  /** True when the form edits a record that exists: the button then says 'Save changes'. */
  editing: boolean;
  /** The button's words for a new record ('Create user'). */
  createLabel: ReactNode;
  disabled: boolean;
  isSubmitting: boolean;
  onCancel: () => void;
  /** What stands beside the buttons: the form's count of problems after a refused save. */
  problems?: ReactNode;
}

/** The foot of a create-or-edit form: submit ('Saving...' while it saves) and 'Cancel'. */
export function SaveOrCancel({
  editing,
  createLabel,
  disabled,
  isSubmitting,
  onCancel,
  problems,
}: SaveOrCancelProps) {
  return (
    <div className="flex flex-wrap gap-2">
      {problems}
      <Button type="submit" disabled={disabled || isSubmitting}>
        {isSubmitting ? <Trans>Saving...</Trans> : editing ? <Trans>Save changes</Trans> : createLabel}
      </Button>
      <Button type="button" variant="outline" onClick={onCancel}>
        <Trans>Cancel</Trans>
      </Button>
    </div>
  );
}
