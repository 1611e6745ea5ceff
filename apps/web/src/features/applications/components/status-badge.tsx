import { APPLICATION_STATUS_LABELS, type TApplicationStatus } from '@perks/contract';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { useContractText } from '@/lib/i18n/contract-text';

const VARIANT: Record<TApplicationStatus, BadgeProps['variant']> = {
  new: 'secondary',
  reviewed: 'secondary',
  interview: 'default',
  offer: 'default',
  hired: 'default',
  not_selected: 'outline',
  withdrawn: 'outline',
};

/** An application's current status, in the contract's words. */
export function StatusBadge({ status }: { status: TApplicationStatus }) {
  const tc = useContractText();
  return <Badge variant={VARIANT[status]}>{tc(APPLICATION_STATUS_LABELS[status])}</Badge>;
}
