import { Trans } from '@lingui/react/macro';
import { CERTIFICATE_KIND_LABELS, type RequiredCertificateKind } from '@perks/contract';
import BadgeCheck from 'lucide-react/icons/badge-check';
import { useContractText } from '@/lib/i18n/contract-text';

/**
 * A job's required certificates on its page ('ServSafe Alcohol required'), in the reader's
 * language; nothing when it requires none (decision 097). Rendered on the server too.
 */
export function RequiredCertificatesList({ kinds }: { kinds: readonly RequiredCertificateKind[] }) {
  const tc = useContractText();
  if (kinds.length === 0) return null;
  return (
    <section aria-labelledby="required-certificates-heading" className="mt-3">
      <h2 id="required-certificates-heading" className="text-sm font-semibold">
        <Trans>Required certificates</Trans>
      </h2>
      <ul className="mt-1 space-y-1">
        {kinds.map((kind) => {
          const name = tc(CERTIFICATE_KIND_LABELS[kind]);
          return (
            <li key={kind} className="flex items-center gap-2">
              <BadgeCheck aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <Trans>{name} required</Trans>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
