import type { TRosterEntry } from '@perks/contract';
import { useState } from 'react';
import { LoadFailedNotice, LoadingNotice } from '@/components/load-states';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/lib/toast';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useRemoveRosterEntry } from '../api/delete-roster-entry';
import { useRoster } from '../api/list-roster';
import { RosterActions, RosterEntries } from './roster-entries';
import { RosterEntryForm } from './roster-entry-form';

/** The staff list, searched and paged, with edit and remove for each person. */
export function RosterList({ businessId }: { businessId: string }) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim(), 300);
  const roster = useRoster(businessId, { q, page });
  const [editing, setEditing] = useState<string | null>(null);
  const remove = useRemoveRosterEntry(businessId);

  const removeEntry = (entry: TRosterEntry) =>
    remove.mutate(entry.id, {
      onSuccess: () => toast.success(`${entry.name} removed; their membership here has ended`),
      onError: (error) => toast.error('Could not remove', { description: error.message }),
    });

  return (
    <section aria-labelledby="roster-heading" className="space-y-4">
      <h2 id="roster-heading" className="text-xl font-semibold">
        Staff list {roster.data ? <span className="text-muted-foreground">({roster.data.total})</span> : null}
      </h2>
      <div className="max-w-sm space-y-2">
        <Label htmlFor="roster-search">Search staff</Label>
        <Input
          id="roster-search"
          type="search"
          placeholder="Name, phone or role"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
      </div>
      {roster.isPending && <LoadingNotice>Loading the staff list...</LoadingNotice>}
      {roster.isError && (
        <LoadFailedNotice onRetry={() => void roster.refetch()}>
          Could not load the staff list
        </LoadFailedNotice>
      )}
      {roster.data?.total === 0 && (
        <p className="text-muted-foreground">
          {q ? 'Nobody matches that search.' : 'Nobody is on the staff list yet. Add people above.'}
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
        <nav aria-label="Staff list pages" className="flex items-center gap-2">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span className="text-sm">
            Page {roster.data.page} of {roster.data.totalPages}
          </span>
          <Button
            size="sm"
            variant="outline"
            disabled={page >= roster.data.totalPages}
            onClick={() => setPage(page + 1)}
          >
            Next
          </Button>
        </nav>
      )}
    </section>
  );
}
