import ChartColumn from 'lucide-react/icons/chart-column';
import CreditCard from 'lucide-react/icons/credit-card';
import Store from 'lucide-react/icons/store';
import { ActionCard } from './action-card';

/** Business owners' section: performance, their business profile and billing. */
export function BusinessOverview() {
  return (
    <section aria-labelledby="business-overview-heading" className="space-y-4">
      <h2 id="business-overview-heading" className="text-xl font-semibold">
        Business Overview
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <ActionCard
          icon={ChartColumn}
          title="Business Performance"
          description="See how your job postings and listing are doing."
          to="/analytics"
          action="View Analytics"
        />
        <ActionCard
          icon={Store}
          title="Business Profile"
          description="Keep your details current so workers know who you are."
          to="/profile"
          action="Complete Profile"
        />
        <ActionCard
          icon={CreditCard}
          title="Billing"
          description="Your free trial, people billed and payment method."
          to="/billing"
          action="View Billing"
        />
      </div>
    </section>
  );
}
