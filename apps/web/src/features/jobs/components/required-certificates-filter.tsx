import { Trans, useLingui } from '@lingui/react/macro';
import type { RequiredCertificateKind } from '@perks/contract';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { useState } from 'react';
import { CertificateCheckboxes } from '@/components/certificate-checkboxes';

interface RequiredCertificatesFilterProps {
  id: string;
  value: readonly RequiredCertificateKind[];
  onChange(next: RequiredCertificateKind[]): void;
}

/**
 * The /jobs 'Certificates' filter: a fold of its own in the filter form (open when one is chosen),
 * its boxes named `certificates`, so a form without scripts sends
 * `certificates=tips&certificates=servsafe_alcohol` and the list reads both.
 */
export function RequiredCertificatesFilter({ id, value, onChange }: RequiredCertificatesFilterProps) {
  const { t } = useLingui();
  const count = value.length;
  const [openAtFirst] = useState(count > 0);
  return (
    <details
      className="group/certificates rounded-md border sm:col-span-full"
      open={openAtFirst || undefined}
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
        <span>
          {count > 0 ? <Trans>Required certificates ({count})</Trans> : <Trans>Required certificates</Trans>}
        </span>
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-open/certificates:rotate-180"
        />
      </summary>
      <fieldset className="border-t p-3">
        <legend className="sr-only">{t`Required certificates`}</legend>
        <p id={`${id}-hint`} className="mb-3 text-sm text-muted-foreground">
          <Trans>Jobs that require any of these.</Trans>
        </p>
        <CertificateCheckboxes
          id={id}
          name="certificates"
          value={value}
          onChange={onChange}
          describedBy={`${id}-hint`}
        />
      </fieldset>
    </details>
  );
}
