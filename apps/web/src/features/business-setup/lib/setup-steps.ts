import { t } from '@lingui/core/macro';
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

/** The steps, their words in the active language (called while rendering, after it is set). */
export function setupSteps({ business, staffCount, jobCount }: SetupFacts): SetupStep[] {
  const scoped = (path: string) => (business ? `${path}?business=${business.id}` : SETUP_PATH);
  return [
    {
      id: 'business',
      title: t`Set up your business`,
      description: t`Name, type, address and phone.`,
      done: business !== null,
      to: SETUP_PATH,
      action: t`Set up`,
    },
    {
      id: 'logo',
      title: t`Add a logo`,
      description: t`Shown on your business page and in the directory.`,
      done: Boolean(business?.logo_url),
      to: SETUP_PATH,
      action: t`Add logo`,
    },
    {
      id: 'staff',
      title: t`Add your staff list`,
      description: t`Everyone on it gets a verified member card.`,
      done: staffCount > 0,
      to: scoped('/staff'),
      action: staffCount > 0 ? t`Open staff list` : t`Add staff`,
    },
    {
      id: 'job',
      title: t`Post your first job`,
      description:
        business && !business.is_active
          ? t`Drafts go on the job board when your business is approved.`
          : t`Reach local hospitality workers with honest pay.`,
      done: jobCount > 0,
      to: business ? '/post-job' : SETUP_PATH,
      action: business && !business.is_active ? t`Draft a job` : t`Post a job`,
    },
  ];
}
