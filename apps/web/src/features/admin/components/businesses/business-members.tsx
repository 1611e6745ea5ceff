import {
  BUSINESS_MEMBER_MESSAGES,
  MANAGING_MEMBERSHIP_ROLES,
  type TBusinessMember,
  ZAssignBusinessMember,
} from '@perks/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useAddBusinessMember } from '../../api/add-business-member';
import { useRemoveBusinessMember } from '../../api/remove-business-member';
import { businessWord } from './business-labels';

const nameOf = (member: TBusinessMember) =>
  [member.first_name, member.last_name].filter(Boolean).join(' ') || 'Not signed in yet';

/**
 * Who runs the business (decision 041): its owners and managers, each removable, and a phone
 * number to add one. Owners and managers post its jobs and keep its staff list.
 */
export function BusinessMembers({ businessId, members }: { businessId: string; members: TBusinessMember[] }) {
  const add = useAddBusinessMember();
  const remove = useRemoveBusinessMember();
  const [phone, setPhone] = useState('');
  const [role, setRole] = useState<TBusinessMember['role']>('owner');
  const [error, setError] = useState<string | undefined>();
  const failed = (cause: unknown) => toast.error(isApiError(cause) ? cause.message : 'Operation failed');

  const onAdd = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = ZAssignBusinessMember.safeParse({ phone, role });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    add.mutate(
      { id: businessId, ...checked.data },
      {
        onSuccess: () => {
          setPhone('');
          toast.success(BUSINESS_MEMBER_MESSAGES.added);
        },
        onError: (cause) => {
          if (isApiError(cause)) setError(cause.message);
          failed(cause);
        },
      },
    );
  };

  return (
    <section aria-labelledby="business-members-heading" className="space-y-3">
      <h4 id="business-members-heading" className="font-semibold">
        Owners and managers
      </h4>
      {members.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nobody runs this business yet.</p>
      ) : (
        <ul className="divide-y text-sm">
          {members.map((member) => (
            <li key={member.user_id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <span className="font-medium">{nameOf(member)}</span> · {member.phone} ·{' '}
                {businessWord(member.role)}
              </span>
              <Button
                size="sm"
                variant="outline"
                disabled={remove.isPending}
                aria-label={`Remove ${nameOf(member)} (${member.phone})`}
                onClick={() =>
                  remove.mutate(
                    { id: businessId, userId: member.user_id },
                    { onSuccess: () => toast.success(BUSINESS_MEMBER_MESSAGES.removed), onError: failed },
                  )
                }
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form noValidate aria-label="Add an owner or manager" onSubmit={onAdd} className="space-y-2">
        <div className="grid gap-2 sm:grid-cols-[1fr_auto_auto] sm:items-end">
          <Field id="business-member-phone" label="Phone number" error={error}>
            <Input
              id="business-member-phone"
              type="tel"
              autoComplete="off"
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
              {...describedBy('business-member-phone', { error })}
            />
          </Field>
          <Field id="business-member-role" label="Role">
            <NativeSelect
              id="business-member-role"
              value={role}
              onChange={(event) => setRole(event.target.value as TBusinessMember['role'])}
            >
              {MANAGING_MEMBERSHIP_ROLES.map((value) => (
                <option key={value} value={value}>
                  {businessWord(value)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Button type="submit" disabled={add.isPending}>
            Add
          </Button>
        </div>
      </form>
    </section>
  );
}
