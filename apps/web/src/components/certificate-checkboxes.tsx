import {
  CERTIFICATE_KIND_LABELS,
  certificatesInListOrder,
  REQUIRED_CERTIFICATE_KINDS,
  type RequiredCertificateKind,
} from '@perks/contract';
import { useContractText } from '@/lib/i18n/contract-text';
import { cn } from '@/lib/utils';

interface CertificateCheckboxesProps {
  /** Prefix of each box's id. */
  id: string;
  /** The boxes' form name: a GET form sends one `name=kind` per ticked box. */
  name?: string;
  value: readonly string[];
  onChange(next: RequiredCertificateKind[]): void;
  describedBy?: string;
  invalid?: boolean;
  className?: string;
}

/**
 * The certificates a job may require, as real checkboxes (the job form and the /jobs filter):
 * each label a full-width target a thumb can hit, so it works with a keyboard, on a phone and, in
 * a GET form, without scripts (decision 097).
 */
export function CertificateCheckboxes({
  id,
  name,
  value,
  onChange,
  describedBy,
  invalid,
  className,
}: CertificateCheckboxesProps) {
  const tc = useContractText();
  const toggle = (kind: RequiredCertificateKind, on: boolean) =>
    onChange(certificatesInListOrder(on ? [...value, kind] : value.filter((item) => item !== kind)));
  return (
    <ul className={cn('grid gap-2 sm:grid-cols-2', className)}>
      {REQUIRED_CERTIFICATE_KINDS.map((kind) => {
        const checked = value.includes(kind);
        return (
          <li key={kind}>
            <label
              htmlFor={`${id}-${kind}`}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                checked ? 'border-primary bg-primary/5' : 'border-input',
              )}
            >
              <input
                id={`${id}-${kind}`}
                type="checkbox"
                name={name}
                value={kind}
                className="size-5 shrink-0 accent-primary"
                checked={checked}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                onChange={(event) => toggle(kind, event.target.checked)}
              />
              <span className="min-w-0 break-words">{tc(CERTIFICATE_KIND_LABELS[kind])}</span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}
