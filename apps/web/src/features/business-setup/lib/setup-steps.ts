import { APP_PATHS } from '@perks/contract';

/**
 * The owner's setup path (decision 063) as four steps, each done or still to do, worked out from
 * what the server already holds, so the dashboard and /setup always agree and nothing is stored.
 */
type SetupStepId = 'business' | 'logo' | 'staff' | 'job';

export interface SetupStep {
  id: SetupStepId;
  title: string;
  description: string;
  done: boolean;
  /** Where the step is done, and the button's words. */
  to: string;
  action: string;
}

export interface SetupFacts {
  business: { id: string; is_active: boolean; logo_url: string | null } | null;
  staffCount: number;
  jobCount: number;
}

export const SETUP_PATH = APP_PATHS.setup;

export function setupSteps({ business, staffCount, jobCount }: SetupFacts): SetupStep[] {
  const scoped = (path: string) => (business ? `${path}?business=${business.id}` : SETUP_PATH);
  return [
    {
      id: 'business',
      title: 'Set up your business',
      description: 'Name, type, address and phone.',
      done: business !== null,
      to: SETUP_PATH,
      action: 'Set up',
    },
    {
      id: 'logo',
      title: 'Add a logo',
      description: 'Shown on your business page and in the directory.',
      done: Boolean(business?.logo_url),
      to: SETUP_PATH,
      action: 'Add logo',
    },
    {
      id: 'staff',
      title: 'Add your staff list',
      description: 'Everyone on it gets a verified member card.',
      done: staffCount > 0,
      to: scoped('/staff'),
      action: staffCount > 0 ? 'Open staff list' : 'Add staff',
    },
    {
      id: 'job',
      title: 'Post your first job',
      description:
        business && !business.is_active
          ? 'Drafts go on the job board when your business is approved.'
          : 'Reach local hospitality workers with honest pay.',
      done: jobCount > 0,
      to: business ? '/post-job' : SETUP_PATH,
      action: business && !business.is_active ? 'Draft a job' : 'Post a job',
    },
  ];
}
