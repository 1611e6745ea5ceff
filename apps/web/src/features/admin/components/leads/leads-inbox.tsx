import { Trans, useLingui } from '@lingui/react/macro';
import { LEAD_STATUSES, type LeadStatus, type TInboxLead } from '@perks/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { FilterSelect } from '@/components/choice-select';
import { SearchField } from '@/components/search-field';
import { Badge } from '@/components/ui/badge';
import { NativeSelect } from '@/components/ui/native-select';
import { isApiError } from '@/lib/api-client';
import { useContractText } from '@/lib/i18n/contract-text';
import { useTimeAgo } from '@/lib/time-ago';
import { toast } from '@/lib/toast';
import { useLeads } from '../../api/list-leads';
import { useSetLeadStatus } from '../../api/update-lead-status';
import { useBusinessWord } from '../businesses/business-labels';
import { SelectableList, useFilteredPage, useTypedSearch } from '../selectable-list';
import { LeadConvertForm } from './lead-convert-form';

/** The selected lead: where it stands, and converting it. */
function LeadActions({
  lead,
  onChanged,
}: {
  lead: TInboxLead;
  onChanged: (lead: TInboxLead | null) => void;
}) {
  const timeAgo = useTimeAgo();
  const { t } = useLingui();
  const tc = useContractText();
  const word = useBusinessWord();
  const setStatus = useSetLeadStatus();
  const email = lead.email;
  const workplace = lead.business;
  const when = timeAgo(lead.created_at);
  return (
    <div className="space-y-3 border-t pt-3">
      <p className="text-sm">
        {lead.lead_source === 'support' ? (
          <Trans>
            <span className="font-medium">{email}</span> wrote from the support page {when}:
          </Trans>
        ) : lead.is_owner_gm ? (
          <Trans>
            <span className="font-medium">{email}</span> works at {workplace} (owner or general manager),
            signed up {when}.
          </Trans>
        ) : (
          <Trans>
            <span className="font-medium">{email}</span> works at {workplace}, signed up {when}.
          </Trans>
        )}
      </p>
      {lead.message !== null && (
        <blockquote className="whitespace-pre-wrap border-l-2 pl-3 text-sm">{lead.message}</blockquote>
      )}
      <NativeSelect
        aria-label={t`Lead status`}
        value={lead.status}
        disabled={setStatus.isPending || lead.status === 'converted'}
        onChange={(event) =>
          setStatus.mutate(
            { id: lead.id, status: event.target.value as LeadStatus },
            {
              onSuccess: (saved) => onChanged(saved),
              onError: (error) => toast.error(isApiError(error) ? tc(error.message) : t`Operation failed`),
            },
          )
        }
      >
        {LEAD_STATUSES.map((status) => (
          <option key={status} value={status}>
            {word(status)}
          </option>
        ))}
      </NativeSelect>
      {lead.status === 'converted' && lead.converted_business_id ? (
        <Link
          className="inline-flex min-h-6 items-center text-sm underline"
          to={`/business/${lead.converted_business_id}`}
        >
          <Trans>View the business</Trans>
        </Link>
      ) : lead.lead_source === 'website' ? (
        <LeadConvertForm lead={lead} onConverted={() => onChanged(null)} />
      ) : null}
    </div>
  );
}

/**
 * The admins' leads inbox (docs/product.md, "Leads"; decision 041): sign-ups newest first, search
 * and status filter, and for the selected one its status and the one-step conversion.
 */
export function LeadsInbox() {
  const timeAgo = useTimeAgo();
  const { t } = useLingui();
  const word = useBusinessWord();
  const [search, setSearch, debounced] = useTypedSearch();
  const [status, setStatusFilter] = useState<LeadStatus | ''>('');
  const [selected, setSelected] = useState<TInboxLead | null>(null);
  const { page, setPage, filtered } = useFilteredPage();
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
          label={t`Search leads by e-mail or workplace`}
          hideLabel
          placeholder={t`Search e-mail or workplace`}
          value={search}
          onChange={filtered(setSearch)}
          tooShort={false}
        />
        <FilterSelect
          label={t`Lead status filter`}
          all={t`All statuses`}
          choices={LEAD_STATUSES}
          labelOf={word}
          value={status}
          onChoose={filtered(setStatusFilter)}
        />
      </div>
      <SelectableList
        query={leads}
        noun="leads"
        selectedId={selected?.id ?? null}
        onSelect={setSelected}
        onPage={setPage}
        renderTitle={(lead) => (
          <>
            {lead.lead_source === 'support' ? <Trans>Support message</Trans> : lead.business}
            <Badge variant={lead.status === 'new' ? 'default' : 'outline'}>{word(lead.status)}</Badge>
            {/* What they said on the sign-up form: whether they can speak for the business. */}
            {lead.lead_source === 'website' && (
              <Badge variant={lead.is_owner_gm ? 'default' : 'outline'}>
                {lead.is_owner_gm ? <Trans>Owner or GM</Trans> : <Trans>Not owner or GM</Trans>}
              </Badge>
            )}
          </>
        )}
        renderDetail={(lead) => (
          <>
            {lead.email} · {timeAgo(lead.created_at)}
          </>
        )}
      />
      {selected && <LeadActions key={selected.id} lead={selected} onChanged={setSelected} />}
    </div>
  );
}
