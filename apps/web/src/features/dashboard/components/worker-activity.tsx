import type { TCurrentUser } from '@perks/contract';
import FileText from 'lucide-react/icons/file-text';
import UserRound from 'lucide-react/icons/user-round';
import { ActionCard } from './action-card';

/** How much of the profile is filled in: name, last name, e-mail and photo count equally. */
function profileCompletion(user: TCurrentUser | null): number {
  if (!user) return 0;
  const fields = [user.first_name, user.last_name, user.email, user.profile_picture_url];
  return Math.round((fields.filter((value) => value?.trim()).length / fields.length) * 100);
}

/** Workers' section: applications (none are tracked yet) and profile completion. */
export function WorkerActivity({ user }: { user: TCurrentUser | null }) {
  const completion = profileCompletion(user);
  return (
    <section aria-labelledby="your-activity-heading" className="space-y-4">
      <h2 id="your-activity-heading" className="text-xl font-semibold">
        Your Activity
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <ActionCard
          icon={FileText}
          title="Job Applications"
          description="Applications you have sent."
          to="/jobs"
          action="Find Jobs"
        >
          <p className="text-3xl font-bold">0</p>
        </ActionCard>
        <ActionCard
          icon={UserRound}
          title="Profile Completion"
          description="A complete profile helps businesses get to know you."
          to="/profile"
          action="Update Profile"
        >
          <p className="text-3xl font-bold">{completion}%</p>
          <div
            role="progressbar"
            aria-label="Profile completion"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={completion}
            className="mt-2 h-2 overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full bg-primary" style={{ width: `${completion}%` }} />
          </div>
        </ActionCard>
      </div>
    </section>
  );
}
