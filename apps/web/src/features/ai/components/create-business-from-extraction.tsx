import { Trans, useLingui } from '@lingui/react/macro';
import { BUSINESS_FORM_MESSAGES, businessFromExtraction } from '@perks/contract';
import { Building2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth';
import { useContractText } from '@/lib/i18n/contract-text';
import { toast } from '@/lib/toast';
import type { useCreateBusinessFromExtraction } from '../api/create-business-from-extraction';
import { useReasonOf } from '../lib/message-text';

type Creation = ReturnType<typeof useCreateBusinessFromExtraction>;

/**
 * One step from a business extraction to a business (issue 20, beyond the spec): an admin sends the
 * extracted data, as corrected in the extraction card, to the admin create route. Shown only to an
 * admin; the data is checked by the admin form's own schema first and what it refuses is named, to
 * be fixed in the card's fields.
 * `creation` belongs to the panel, so the outcome outlives a switch of views and the button creates
 * at most one business per conversation, however often it is clicked.
 */
export function CreateBusinessFromExtraction({
  data,
  creation,
}: {
  data: Record<string, unknown>;
  creation: Creation;
}) {
  const { isAdmin } = useAuth();
  const { t } = useLingui();
  const tc = useContractText();
  const reasonOf = useReasonOf();
  // Set before the first request leaves, so a second click in the same moment sends nothing.
  const sending = useRef(false);
  const [refused, setRefused] = useState<string[]>([]);

  if (!isAdmin) return null;

  const createBusiness = () => {
    if (sending.current || creation.isPending || creation.isSuccess) return;
    const mapped = businessFromExtraction(data);
    setRefused(mapped.ok ? [] : mapped.errors);
    if (!mapped.ok) return;
    sending.current = true;
    creation.mutate(mapped.body, {
      onSuccess: () => toast.success(tc(BUSINESS_FORM_MESSAGES.created)),
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  const created = creation.data;
  if (created) {
    const name = created.name;
    return (
      <div role="status" className="space-y-1 text-sm">
        <p>
          <Trans>
            Created <strong>{name}</strong>.
          </Trans>
        </p>
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          <Link className="underline" to="/admin?tab=businesses">
            <Trans>Open Business Management</Trans>
          </Link>
          <Link className="underline" to={`/business/${created.id}`}>
            <Trans>View public page</Trans>
          </Link>
        </p>
      </div>
    );
  }

  const errors = creation.error ? [reasonOf(creation.error)] : refused.map((error) => tc(error));
  return (
    <div className="space-y-2">
      <Button onClick={createBusiness} disabled={creation.isPending}>
        <Building2 aria-hidden="true" /> {creation.isPending ? t`Creating business…` : t`Create business`}
      </Button>
      {errors.length > 0 ? (
        <div role="alert" className="text-sm text-destructive">
          <p className="font-medium">
            <Trans>The business was not created:</Trans>
          </p>
          <ul className="list-disc ps-5">
            {errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
