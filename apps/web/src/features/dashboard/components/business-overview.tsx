import ChartColumn from 'lucide-react/icons/chart-column';
import Store from 'lucide-react/icons/store';
import { ActionCard } from './action-card';

/** Business owners' section: performance and their business profile. */
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
      </div>
    </section>
  );
}
