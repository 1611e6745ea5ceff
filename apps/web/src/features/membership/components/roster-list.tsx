import { Trans, useLingui } from '@lingui/react/macro';
import type { TRosterEntry } from '@perks/contract';
import { useState } from 'react';
import { HeadedSection } from '@/components/headed-section';
import { LoadFailedNotice, LoadingNotice } from '@/components/load-states';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useContractText } from '@/lib/i18n/contract-text';
import { toast } from '@/lib/toast';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useRemoveRosterEntry } from '../api/delete-roster-entry';
import { useRoster } from '../api/list-roster';
import { RosterActions, RosterEntries } from './roster-entries';
import { RosterEntryForm } from './roster-entry-form';

/** The staff list, searched and paged, with edit and remove for each person. */
export function RosterList({ businessId }: { businessId: string }) {
  const { t } = useLingui();
  const tc = useContractText();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim(), 300);
  const roster = useRoster(businessId, { q, page });
  const [editing, setEditing] = useState<string | null>(null);
  const remove = useRemoveRosterEntry(businessId);

  const removeEntry = (entry: TRosterEntry) =>
    remove.mutate(entry.id, {
      onSuccess: () => {
        const name = entry.name;
        toast.success(t`${name} removed; their membership here has ended`);
      },
      onError: (error) => toast.error(t`Could not remove`, { description: tc(error.message) }),
    });
  const total = roster.data?.total ?? 0;
  const pageNumber = roster.data?.page ?? page;
  const totalPages = roster.data?.totalPages ?? 1;

  return (
    <HeadedSection
      headingId="roster-heading"
      title={
        roster.data ? (
          <Trans>
            Staff list <span className="text-muted-foreground">({total})</span>
          </Trans>
        ) : (
          <Trans>Staff list</Trans>
        )
      }
    >
      <div className="max-w-sm space-y-2">
        <Label htmlFor="roster-search">
          <Trans>Search staff</Trans>
        </Label>
        <Input
          id="roster-search"
          type="search"
          placeholder={t`Name, phone or role`}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
      </div>
      {roster.isPending && (
        <LoadingNotice>
          <Trans>Loading the staff list...</Trans>
        </LoadingNotice>
      )}
      {roster.isError && (
        <LoadFailedNotice onRetry={() => void roster.refetch()}>
          <Trans>Could not load the staff list</Trans>
        </LoadFailedNotice>
      )}
      {roster.data?.total === 0 && (
        <p className="text-muted-foreground">
          {q ? t`Nobody matches that search.` : t`Nobody is on the staff list yet. Add people above.`}
        </p>
      )}
      {roster.data && roster.data.total > 0 && (
        <RosterEntries
          entries={roster.data.data}
          editing={editing}
          renderForm={(entry) => (
            <RosterEntryForm businessId={businessId} entry={entry} onDone={() => setEditing(null)} />
          )}
          renderActions={(entry) => (
            <RosterActions
              entry={entry}
              onEdit={() => setEditing(entry.id)}
              onRemove={() => removeEntry(entry)}
            />
          )}
        />
      )}
      {roster.data && roster.data.totalPages > 1 && (
        <nav aria-label={t`Staff list pages`} className="flex items-center gap-2">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            <Trans>Previous</Trans>
          </Button>
          <span className="text-sm">
            <Trans>
              Page {pageNumber} of {totalPages}
            </Trans>
          </span>
          <Button
            size="sm"
            variant="outline"
            disabled={page >= roster.data.totalPages}
            onClick={() => setPage(page + 1)}
          >
            <Trans>Next</Trans>
          </Button>
        </nav>
      )}
    </HeadedSection>
  );
}
