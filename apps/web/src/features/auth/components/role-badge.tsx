import { roleDisplayName, type UserRole } from '@perks/contract';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { useContractText } from '@/lib/i18n/contract-text';

const VARIANT: Record<UserRole, BadgeProps['variant']> = {
  worker: 'secondary',
  business_owner: 'accent',
  admin: 'default',
  super_admin: 'default',
};

/** The role as a badge: Worker, Business Owner, Admin or Super Admin. */
export function RoleBadge({ role, className }: { role: UserRole | null; className?: string }) {
  const tc = useContractText();
  if (!role) return null;
  return (
    <Badge variant={VARIANT[role]} className={className}>
      {tc(roleDisplayName(role))}
    </Badge>
  );
}
