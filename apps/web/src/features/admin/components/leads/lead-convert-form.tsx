import { LEAD_INBOX_MESSAGES, SEARCH_MIN_LENGTH, type TInboxLead, ZConvertLead } from '@perks/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useConvertLead } from '../../api/convert-lead';
import { useAdminBusinesses } from '../../api/list-businesses';

const NEW_BUSINESS = 'new';

/**
 * Converting a lead (decision 041): a new business named after the workplace, or one that exists
 * with a similar name, and the person's phone number to make them its owner.
 */
export function LeadConvertForm({ lead, onConverted }: { lead: TInboxLead; onConverted: () => void }) {
  const convert = useConvertLead();
  const [phone, setPhone] = useState('');
  const [name, setName] = useState(lead.business);
  const [target, setTarget] = useState(NEW_BUSINESS);
  const [error, setError] = useState<string | undefined>();
  const search = lead.business.trim().slice(0, 100);
  const similar = useAdminBusinesses({
    limit: 20,
    ...(search.length >= SEARCH_MIN_LENGTH ? { search } : {}),
  });

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = target === NEW_BUSINESS ? { phone, name } : { phone, business_id: target };
    const checked = ZConvertLead.safeParse(body);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    convert.mutate(
      { id: lead.id, ...checked.data },
      {
        onSuccess: () => {
          toast.success(LEAD_INBOX_MESSAGES.converted);
          onConverted();
        },
        onError: (cause) => toast.error(isApiError(cause) ? cause.message : 'Operation failed'),
      },
    );
  };

  return (
    <form noValidate aria-label="Convert lead" onSubmit={onSubmit} className="space-y-3">
      <Field id="lead-business" label="Business">
        <NativeSelect id="lead-business" value={target} onChange={(event) => setTarget(event.target.value)}>
          <option value={NEW_BUSINESS}>A new business</option>
          {(similar.data?.data ?? []).map((business) => (
            <option key={business.id} value={business.id}>
              {business.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {target === NEW_BUSINESS && (
        <Field id="lead-business-name" label="New business name">
          <Input id="lead-business-name" value={name} onChange={(event) => setName(event.target.value)} />
        </Field>
      )}
      <Field id="lead-phone" label="Owner's phone number" error={error}>
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
        {convert.isPending ? 'Converting...' : 'Convert to business'}
      </Button>
    </form>
  );
}
