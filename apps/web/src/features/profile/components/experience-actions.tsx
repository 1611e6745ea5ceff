import { Trans, useLingui } from '@lingui/react/macro';
import { WORK_EXPERIENCE_MESSAGES } from '@perks/contract';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash-2';
import { useState } from 'react';
import { RowActionsMenu } from '@/components/row-actions-menu';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { useContractText } from '@/lib/i18n/contract-text';

interface ExperienceActionsProps {
  label: string;
  company: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** The owner's menu on an entry: Edit, and Delete after 'Are you sure ...?'. */
export function ExperienceActions({ label, company, onEdit, onDelete }: ExperienceActionsProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <RowActionsMenu label={label}>
        <DropdownMenuItem onSelect={onEdit}>
          <Pencil aria-hidden="true" />
          <Trans>Edit</Trans>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" />
          <Trans>Delete</Trans>
        </DropdownMenuItem>
      </RowActionsMenu>
      <DeleteExperienceDialog
        company={company}
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={onDelete}
      />
    </>
  );
}

/** The delete question, shared by the menu and the form's Delete button. */
export function DeleteExperienceDialog(props: {
  company: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  const { t } = useLingui();
  const tc = useContractText();
  return (
    <ConfirmDialog
      title={t`Delete work experience?`}
      description={tc(WORK_EXPERIENCE_MESSAGES.deleteConfirm(props.company))}
      confirmLabel={t`Delete`}
      open={props.open}
      onOpenChange={props.onOpenChange}
      onConfirm={props.onConfirm}
    />
  );
}
