import { Trans, useLingui } from '@lingui/react/macro';
import Bell from 'lucide-react/icons/bell';
import Briefcase from 'lucide-react/icons/briefcase';
import Building2 from 'lucide-react/icons/building-2';
import ChevronDown from 'lucide-react/icons/chevron-down';
import Gift from 'lucide-react/icons/gift';
import IdCard from 'lucide-react/icons/id-card';
import Plus from 'lucide-react/icons/plus';
import ScanLine from 'lucide-react/icons/scan-line';
import Search from 'lucide-react/icons/search';
import Shield from 'lucide-react/icons/shield';
import Tag from 'lucide-react/icons/tag';
import Users from 'lucide-react/icons/users';
import { useAuth } from '@/features/auth';
import { managesAnyBusiness, runsPartnerVenue, useUserBusinesses } from '@/features/businesses';
import { ActionCard } from './action-card';

/**
 * Quick Actions (docs/product.md, "Dashboard"), folded under 'Get started (n)'. Posting and adding a business show only with the
 * create-job and create-business permissions; the Admin Panel only to admins.
 */
export function QuickActions() {
  const auth = useAuth();
  const { t } = useLingui();
  const memberships = useUserBusinesses(auth.status === 'signed-in');
  const actions = [
    {
      icon: Search,
      title: t`Browse Jobs`,
      description: t`Find hospitality jobs with honest pay.`,
      to: '/jobs',
      show: true,
    },
    {
      icon: Bell,
      title: t`Job Alerts`,
      description: t`Hear about new jobs that match your searches.`,
      to: '/alerts',
      show: true,
    },
    {
      icon: Building2,
      title: t`Business Directory`,
      description: t`Discover local businesses and exclusive offers.`,
      to: '/businesses',
      show: true,
    },
    {
      icon: IdCard,
      title: t`Member Card`,
      description: t`Show your verified card at partner venues.`,
      to: '/card',
      show: true,
    },
    {
      icon: Gift,
      title: t`Perks`,
      description: t`Find live member perks at partner venues.`,
      to: '/perks',
      show: true,
    },
    {
      icon: Briefcase,
      title: t`Post a Job`,
      description: t`Reach local hospitality workers in 30 seconds.`,
      to: '/post-job',
      show: auth.hasPermission('create:job'),
    },
    {
      icon: Plus,
      title: t`Add Your Business`,
      description: t`List your business in the directory.`,
      to: '/businesses/create',
      show: auth.hasPermission('create:business'),
    },
    {
      icon: Users,
      title: t`Staff List`,
      description: t`Add your team so they get member cards.`,
      to: '/staff',
      show: managesAnyBusiness(memberships.data),
    },
    {
      icon: ScanLine,
      title: t`Check a member card`,
      description: t`At your door: check a member's card and record the visit.`,
      to: '/verify',
      show: runsPartnerVenue(memberships.data),
    },
    {
      icon: Tag,
      title: t`Promotions`,
      description: t`Offer members a perk and see how often it is used.`,
      to: '/promotions',
      show: managesAnyBusiness(memberships.data),
    },
    {
      icon: Shield,
      title: t`Admin Panel`,
      description: t`Manage users, businesses and jobs.`,
      to: '/admin',
      show: auth.isAdmin,
    },
  ].filter((action) => action.show);

  const count = actions.length;
  // Folded: up to ten cards, each a screen tall on a phone, would push everything below them out
  // of reach. A native disclosure opens without scripts and from the keyboard.
  return (
    <section aria-labelledby="quick-actions-heading">
      <details className="group rounded-lg border bg-card shadow-sm">
        <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-2 rounded-lg px-4 py-3 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
          <h2 id="quick-actions-heading" className="text-xl font-semibold">
            <Trans>Quick Actions</Trans>
          </h2>
          <span className="flex items-center gap-1 text-sm text-muted-foreground">
            <Trans>Get started ({count})</Trans>
            <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
          </span>
        </summary>
        <div className="grid gap-4 p-4 pt-0 sm:grid-cols-2 lg:grid-cols-3">
          {actions.map(({ show: _show, ...action }) => (
            <ActionCard key={action.to} {...action} action={t`Get Started`} />
          ))}
        </div>
      </details>
    </section>
  );
}
