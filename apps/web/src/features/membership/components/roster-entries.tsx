import type { MessageDescriptor } from '@lingui/core';
import { msg, ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TRosterEntry } from '@perks/contract';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { usePhoneLayout } from '@/lib/use-phone-layout';

/**
 * Whether a listed person has opened their membership or card since being listed here: what an
 * owner needs to know, and nothing about whether the phone had an account (decision 052).
 */
function useClaimedLabel() {
  const { t, i18n } = useLingui();
  return (entry: TRosterEntry) => {
    if (!entry.claimed_at) return t`Not yet`;
    const date = i18n.date(entry.claimed_at, { dateStyle: 'medium' });
    return t`Claimed ${date}`;
  };
}

/** A person's columns in the staff list's tables (the list itself, and an import's preview). */
export const PERSON_COLUMNS = [msg`Name`, msg`Phone`, msg`Role`] as const;
const ENTRY_COLUMNS = [...PERSON_COLUMNS, msg`Card claimed`];

/** A table's column headings, in the reader's language. */
export function HeadCells({ labels }: { labels: readonly MessageDescriptor[] }) {
  const { t } = useLingui();
  return labels.map((label) => <TableHead key={label.id}>{t(label)}</TableHead>);
}

/** Edit and Remove for one person; removing asks first, as it ends their membership at once. */
export function RosterActions({
  entry,
  onEdit,
  onRemove,
}: {
  entry: TRosterEntry;
  onEdit(): void;
  onRemove(): void;
}) {
  const { t } = useLingui();
  const { name } = entry;
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" variant="outline" onClick={onEdit}>
        <Trans>
          Edit<span className="sr-only"> {name}</span>
        </Trans>
      </Button>
      <ConfirmDialog
        title={t`Remove ${name}?`}
        description={t`Their membership through this business ends at once and their card stops working.`}
        confirmLabel={t`Remove`}
        onConfirm={onRemove}
        trigger={
          <Button size="sm" variant="outline">
            <Trans>
              Remove<span className="sr-only"> {name}</span>
            </Trans>
          </Button>
        }
      />
    </div>
  );
}

interface RosterEntriesProps {
  entries: TRosterEntry[];
  /** The id of the person being edited: their form takes the place of their row. */
  editing: string | null;
  renderForm(entry: TRosterEntry): ReactNode;
  renderActions(entry: TRosterEntry): ReactNode;
}

/** One page of the staff list: a table, or on a phone a card per person with its actions in view. */
export function RosterEntries({ entries, editing, renderForm, renderActions }: RosterEntriesProps) {
  const { t } = useLingui();
  const claimedLabel = useClaimedLabel();
  const phone = usePhoneLayout();
  if (phone) {
    return (
      <ul aria-label={t`Staff`} className="space-y-3">
        {entries.map((entry) => (
          <li key={entry.id} className="rounded-md border p-3 text-sm">
            {editing === entry.id ? (
              renderForm(entry)
            ) : (
              <div className="space-y-2">
                <div className="wrap-anywhere">
                  <p className="font-medium">{entry.name}</p>
                  <p>{entry.phone}</p>
                  {entry.role_title && <p className="text-muted-foreground">{entry.role_title}</p>}
                  <p className="text-muted-foreground">{t`Card claimed: ${ph({ claimed: claimedLabel(entry) })}`}</p>
                </div>
                {renderActions(entry)}
              </div>
            )}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="overflow-x-auto rounded-md border">
      <Table>
        <TableHeader>
          <TableRow>
            <HeadCells labels={ENTRY_COLUMNS} />
            <TableHead>
              <span className="sr-only">
                <Trans>Actions</Trans>
              </span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {entries.map((entry) =>
            editing === entry.id ? (
              <TableRow key={entry.id}>
                <TableCell colSpan={5}>{renderForm(entry)}</TableCell>
              </TableRow>
            ) : (
              <TableRow key={entry.id}>
                <TableCell className="font-medium">{entry.name}</TableCell>
                <TableCell>{entry.phone}</TableCell>
                <TableCell>{entry.role_title ?? ''}</TableCell>
                <TableCell>{claimedLabel(entry)}</TableCell>
                <TableCell>{renderActions(entry)}</TableCell>
              </TableRow>
            ),
          )}
        </TableBody>
      </Table>
    </div>
  );
}
