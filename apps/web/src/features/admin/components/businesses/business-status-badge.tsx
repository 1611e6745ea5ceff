import type { TAdminBusiness } from '@perks/contract';
import { Badge } from '@/components/ui/badge';
import { useBusinessWord } from './business-labels';

const VARIANT = { active: 'default', inactive: 'secondary', archived: 'outline' } as const;

/** A business's status; 'Waiting for review' is one a member added that waits for an admin (decision 030). */
export function BusinessStatusBadge({ status }: { status: TAdminBusiness['status'] }) {
  const word = useBusinessWord();
  return <Badge variant={VARIANT[status]}>{word(status)}</Badge>;
}
