import { Trans, useLingui } from '@lingui/react/macro';
import ChartColumn from 'lucide-react/icons/chart-column';
import CreditCard from 'lucide-react/icons/credit-card';
import Store from 'lucide-react/icons/store';
import { HeadedSection } from '@/components/headed-section';
import { useAuth } from '@/features/auth';
import { managedBusinesses, useUserBusinesses } from '@/features/businesses';
import { ActionCard } from './action-card';

/**
 * Where 'Complete Profile' goes (decision 068): the profile of the business the person runs (the
 * page switches between several), or the setup flow when they run none.
 */
function useProfileLink(): string {
  const auth = useAuth();
  const [first] = managedBusinesses(useUserBusinesses(auth.status === 'signed-in').data);
  return first ? `/business/${first.id}/edit` : '/setup';
}

/** Business owners' section: performance, their business profile and billing. */
export function BusinessOverview() {
  const profileLink = useProfileLink();
  const { t } = useLingui();
  return (
    <HeadedSection headingId="business-overview-heading" title={<Trans>Business Overview</Trans>}>
      <div className="grid gap-4 sm:grid-cols-2">
        <ActionCard
          icon={ChartColumn}
          title={t`Business Performance`}
          description={t`See how your job postings and listing are doing.`}
          to="/analytics"
          action={t`View Analytics`}
        />
        <ActionCard
          icon={Store}
          title={t`Business Profile`}
          description={t`Keep your details current so workers know who you are.`}
          to={profileLink}
          action={t`Complete Profile`}
        />
        <ActionCard
          icon={CreditCard}
          title={t`Billing`}
          description={t`Your free trial, people billed and payment method.`}
          to="/billing"
          action={t`View Billing`}
        />
      </div>
    </HeadedSection>
  );
}
