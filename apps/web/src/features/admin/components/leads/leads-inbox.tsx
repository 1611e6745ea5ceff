import { LEAD_STATUSES, type LeadStatus, type TInboxLead } from '@perks/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { SearchField } from '@/components/search-field';
import { Badge } from '@/components/ui/badge';
import { NativeSelect } from '@/components/ui/native-select';
import { isApiError } from '@/lib/api-client';
import { timeAgo } from '@/lib/time-ago';
import { toast } from '@/lib/toast';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useLeads } from '../../api/list-leads';
import { useSetLeadStatus } from '../../api/update-lead-status';
import { businessWord } from '../businesses/business-labels';
import { SelectableList, useFilteredPage } from '../selectable-list';
import { LeadConvertForm } from './lead-convert-form';

const SEARCH_DEBOUNCE_MS = 500;

/** The selected lead: where it stands, and converting it. */
function LeadActions({
  lead,
  onChanged,
}: {
  lead: TInboxLead;
  onChanged: (lead: TInboxLead | null) => void;
}) {
  const setStatus = useSetLeadStatus();
  return (
    <div className="space-y-3 border-t pt-3">
      <p className="text-sm">
        <span className="font-medium">{lead.email}</span> works at {lead.business}
        {lead.is_owner_gm ? ' (owner or general manager)' : ''}, signed up {timeAgo(lead.created_at)}.
      </p>
      <NativeSelect
        aria-label="Lead status"
        value={lead.status}
        disabled={setStatus.isPending || lead.status === 'converted'}
        onChange={(event) =>
          setStatus.mutate(
            { id: lead.id, status: event.target.value as LeadStatus },
            {
              onSuccess: (saved) => onChanged(saved),
              onError: (error) => toast.error(isApiError(error) ? error.message : 'Operation failed'),
            },
          )
        }
      >
        {LEAD_STATUSES.map((status) => (
          <option key={status} value={status}>
            {businessWord(status)}
          </option>
        ))}
      </NativeSelect>
      {lead.status === 'converted' && lead.converted_business_id ? (
        <Link className="text-sm underline" to={`/business/${lead.converted_business_id}`}>
          View the business
        </Link>
      ) : (
        <LeadConvertForm lead={lead} onConverted={() => onChanged(null)} />
      )}
    </div>
  );
}

/**
 * The admins' leads inbox (docs/product.md, "Leads"; decision 041): sign-ups newest first, search
 * and status filter, and for the selected one its status and the one-step conversion.
 */
export function LeadsInbox() {
  const [search, setSearch] = useState('');
  const [status, setStatusFilter] = useState<LeadStatus | ''>('');
  const [selected, setSelected] = useState<TInboxLead | null>(null);
  const { page, setPage, filtered } = useFilteredPage();
  const debounced = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const leads = useLeads({
    page,
    limit: 20,
    ...(debounced ? { search: debounced } : {}),
    ...(status ? { status } : {}),
  });

  return (
    <div className="space-y-3">
      <div className="grid gap-2 sm:grid-cols-[1fr_auto]">
        <SearchField
          id="admin-leads-search"
          label="Search leads by e-mail or workplace"
          hideLabel
          placeholder="Search e-mail or workplace"
          value={search}
          onChange={filtered(setSearch)}
          tooShort={false}
        />
        <NativeSelect
          aria-label="Lead status filter"
          value={status}
          onChange={(event) => filtered(setStatusFilter)(event.target.value as LeadStatus | '')}
        >
          <option value="">All statuses</option>
          {LEAD_STATUSES.map((value) => (
            <option key={value} value={value}>
              {businessWord(value)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <SelectableList
        query={leads}
        label="Leads"
        noun="leads"
        selectedId={selected?.id ?? null}
        onSelect={setSelected}
        onPage={setPage}
        renderItem={(lead) => (
          <>
            <span className="flex flex-wrap items-center gap-2 font-medium">
              {lead.business}
              <Badge variant={lead.status === 'new' ? 'default' : 'outline'}>
                {businessWord(lead.status)}
              </Badge>
              {/* What they said on the sign-up form: whether they can speak for the business. */}
              <Badge variant={lead.is_owner_gm ? 'default' : 'outline'}>
                {lead.is_owner_gm ? 'Owner or GM' : 'Not owner or GM'}
              </Badge>
            </span>
            <span className="text-sm text-muted-foreground">
              {lead.email} · {timeAgo(lead.created_at)}
            </span>
          </>
        )}
      />
      {selected && <LeadActions key={selected.id} lead={selected} onChanged={setSelected} />}
    </div>
  );
}
