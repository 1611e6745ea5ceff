import { Trans, useLingui } from '@lingui/react/macro';
import {
  LEAD_INBOX_MESSAGES,
  SEARCH_MIN_LENGTH,
  type TInboxLead,
  type TLeadMatch,
  ZConvertLead,
} from '@perks/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { isApiError } from '@/lib/api-client';
import { useContractText } from '@/lib/i18n/contract-text';
import { toast } from '@/lib/toast';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useConvertLead } from '../../api/convert-lead';
import { useAdminBusinesses } from '../../api/list-businesses';
import { useLeadMatches } from '../../api/list-lead-matches';

const NEW_BUSINESS = 'new';
const PHONE_DEBOUNCE_MS = 400;

const matchKey = (match: TLeadMatch) => match.matched_by.join(',');

/**
 * Converting a lead (decision 041): a new business named after the workplace, or one that exists,
 * and the person's phone number to make them its owner. A business with the workplace's name or the
 * owner's phone is offered first and chosen until the admin picks otherwise (issue 34), so the same
 * place is not added twice.
 */
export function LeadConvertForm({ lead, onConverted }: { lead: TInboxLead; onConverted: () => void }) {
  const { t } = useLingui();
  const tc = useContractText();
  const convert = useConvertLead();
  const [phone, setPhone] = useState('');
  const [name, setName] = useState(lead.business);
  // null until the admin picks: then the best match, or a new business when nothing matches.
  const [picked, setPicked] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const search = lead.business.trim().slice(0, 100);
  const similar = useAdminBusinesses({
    limit: 20,
    ...(search.length >= SEARCH_MIN_LENGTH ? { search } : {}),
  });
  const matches = useLeadMatches(lead.id, useDebouncedValue(phone.trim(), PHONE_DEBOUNCE_MS)).data ?? [];
  const matchIds = new Set(matches.map((match) => match.id));
  const target = picked ?? matches[0]?.id ?? NEW_BUSINESS;
  const chosenMatch = matches.find((match) => match.id === target);
  // Why a business is offered first, in the option and the hint.
  const reasonOf = (match: TLeadMatch) => {
    const key = matchKey(match);
    if (key === 'name,phone') return t`same name and phone`;
    if (key === 'name') return t`same name`;
    return key === 'phone' ? t`same phone` : '';
  };
  const hintOf = (match: TLeadMatch) => {
    const address = match.address;
    switch (matchKey(match)) {
      case 'name,phone':
        return address
          ? t`Already listed with the same name and phone at ${address}: converting makes the person its owner instead of adding a new business.`
          : t`Already listed with the same name and phone: converting makes the person its owner instead of adding a new business.`;
      case 'name':
        return address
          ? t`Already listed with the same name at ${address}: converting makes the person its owner instead of adding a new business.`
          : t`Already listed with the same name: converting makes the person its owner instead of adding a new business.`;
      default:
        return address
          ? t`Already listed with the same phone at ${address}: converting makes the person its owner instead of adding a new business.`
          : t`Already listed with the same phone: converting makes the person its owner instead of adding a new business.`;
    }
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = target === NEW_BUSINESS ? { phone, name } : { phone, business_id: target };
    const checked = ZConvertLead.safeParse(body);
    if (!checked.success) {
      const message = checked.error.issues[0]?.message;
      setError(message && tc(message));
      return;
    }
    setError(undefined);
    convert.mutate(
      { id: lead.id, ...checked.data },
      {
        onSuccess: () => {
          toast.success(tc(LEAD_INBOX_MESSAGES.converted));
          onConverted();
        },
        onError: (cause) => toast.error(isApiError(cause) ? tc(cause.message) : t`Operation failed`),
      },
    );
  };

  return (
    <form noValidate aria-label={t`Convert lead`} onSubmit={onSubmit} className="space-y-3">
      <Field id="lead-business" label={t`Business`} hint={chosenMatch ? hintOf(chosenMatch) : undefined}>
        <NativeSelect
          id="lead-business"
          value={target}
          onChange={(event) => setPicked(event.target.value)}
          {...describedBy('lead-business', { hint: chosenMatch })}
        >
          {matches.map((match) => (
            <option key={match.id} value={match.id}>
              {match.name} ({reasonOf(match)})
            </option>
          ))}
          <option value={NEW_BUSINESS}>{t`A new business`}</option>
          {(similar.data?.data ?? [])
            .filter((business) => !matchIds.has(business.id))
            .map((business) => (
              <option key={business.id} value={business.id}>
                {business.name}
              </option>
            ))}
        </NativeSelect>
      </Field>
      {target === NEW_BUSINESS && (
        <Field id="lead-business-name" label={t`New business name`}>
          <Input id="lead-business-name" value={name} onChange={(event) => setName(event.target.value)} />
        </Field>
      )}
      <Field id="lead-phone" label={t`Owner's phone number`} error={error}>
        <Input
          id="lead-phone"
          type="tel"
          autoComplete="off"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          {...describedBy('lead-phone', { error })}
        />
      </Field>
      <Button type="submit" disabled={convert.isPending}>
        {convert.isPending ? <Trans>Converting...</Trans> : <Trans>Convert to business</Trans>}
      </Button>
    </form>
  );
}
