import { Trans, useLingui } from '@lingui/react/macro';
import {
  BUSINESS_MEMBER_MESSAGES,
  MANAGING_MEMBERSHIP_ROLES,
  type TBusinessMember,
  ZAssignBusinessMember,
} from '@perks/contract';
import { useState } from 'react';
import { ChoiceSelect } from '@/components/choice-select';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { useContractText } from '@/lib/i18n/contract-text';
import { toast } from '@/lib/toast';
import { useAddBusinessMember } from '../../api/add-business-member';
import { useRemoveBusinessMember } from '../../api/remove-business-member';
import { useBusinessWord } from './business-labels';

const nameOf = (member: TBusinessMember) => [member.first_name, member.last_name].filter(Boolean).join(' ');

/**
 * Who runs the business (decision 041): its owners and managers, each removable, and a phone
 * number to add one. Owners and managers post its jobs and keep its staff list.
 */
export function BusinessMembers({ businessId, members }: { businessId: string; members: TBusinessMember[] }) {
  const { t } = useLingui();
  const tc = useContractText();
  const word = useBusinessWord();
  const add = useAddBusinessMember();
  const remove = useRemoveBusinessMember();
  const [phone, setPhone] = useState('');
  const [role, setRole] = useState<TBusinessMember['role']>('owner');
  const [error, setError] = useState<string | undefined>();
  const failed = (cause: unknown) => toast.error(isApiError(cause) ? tc(cause.message) : t`Operation failed`);

  const onAdd = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = ZAssignBusinessMember.safeParse({ phone, role });
    if (!checked.success) {
      const message = checked.error.issues[0]?.message;
      setError(message && tc(message));
      return;
    }
    setError(undefined);
    add.mutate(
      { id: businessId, ...checked.data },
      {
        onSuccess: () => {
          setPhone('');
          toast.success(tc(BUSINESS_MEMBER_MESSAGES.added));
        },
        onError: (cause) => {
          if (isApiError(cause)) setError(tc(cause.message));
          failed(cause);
        },
      },
    );
  };

  return (
    <section aria-labelledby="business-members-heading" className="space-y-3">
      <h4 id="business-members-heading" className="font-semibold">
        <Trans>Owners and managers</Trans>
      </h4>
      {members.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Nobody runs this business yet.</Trans>
        </p>
      ) : (
        <ul className="divide-y text-sm">
          {members.map((member) => {
            const name = nameOf(member) || t`Not signed in yet`;
            const phone = member.phone;
            return (
              <li key={member.user_id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  <span className="font-medium">{name}</span> · {phone} · {word(member.role)}
                </span>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={remove.isPending}
                  aria-label={t`Remove ${name} (${phone})`}
                  onClick={() =>
                    remove.mutate(
                      { id: businessId, userId: member.user_id },
                      {
                        onSuccess: () => toast.success(tc(BUSINESS_MEMBER_MESSAGES.removed)),
                        onError: failed,
                      },
                    )
                  }
                >
                  <Trans>Remove</Trans>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <form noValidate aria-label={t`Add an owner or manager`} onSubmit={onAdd} className="space-y-2">
        <div className="grid gap-2 sm:grid-cols-[1fr_auto_auto] sm:items-end">
          <Field id="business-member-phone" label={t`Phone number`} error={error}>
            <Input
              id="business-member-phone"
              type="tel"
              autoComplete="off"
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
              {...describedBy('business-member-phone', { error })}
            />
          </Field>
          <Field id="business-member-role" label={t`Role`}>
            <ChoiceSelect
              id="business-member-role"
              value={role}
              onChange={(event) => setRole(event.target.value as TBusinessMember['role'])}
              choices={MANAGING_MEMBERSHIP_ROLES}
              labelOf={(value) => word(value)}
            />
          </Field>
          <Button type="submit" disabled={add.isPending}>
            <Trans>Add</Trans>
          </Button>
        </div>
      </form>
    </section>
  );
}
