import { roleDisplayName, type UserRole } from '@perks/contract';
import { Badge } from '@/components/ui/badge';
import { useContractText } from '@/lib/i18n/contract-text';
import { cn } from '@/lib/utils';

const STYLE: Record<UserRole, string> = {
  worker: 'border-transparent bg-secondary text-secondary-foreground',
  business_owner: 'border-transparent bg-accent text-accent-foreground',
  admin: 'border-transparent bg-primary text-primary-foreground',
  super_admin: 'border-transparent bg-primary text-primary-foreground',
};

/** The role as a badge: Worker, Business Owner, Admin or Super Admin. */
export function RoleBadge({ role, className }: { role: UserRole | null; className?: string }) {
  const tc = useContractText();
  if (!role) return null;
  return (
    <Badge variant="outline" className={cn(STYLE[role], className)}>
      {tc(roleDisplayName(role))}
    </Badge>
  );
}
