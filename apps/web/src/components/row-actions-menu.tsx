import { useLingui } from '@lingui/react/macro';
import MoreHorizontal from 'lucide-react/icons/more-horizontal';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';

/**
 * The '…' menu of one row (a job, a user, a work history entry): a button named 'Actions for
 * {label}', so each row's menu is told apart by a screen reader, opening its items at the end.
 * Not modal, so a dialog an item opens takes the focus.
 */
export function RowActionsMenu({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t`Actions for ${label}`}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">{children}</DropdownMenuContent>
    </DropdownMenu>
  );
}
