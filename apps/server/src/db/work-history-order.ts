import { asc, desc } from 'drizzle-orm';
import { workExperiences } from './schema/index.ts';

/**
 * A person's work history as the timeline shows it and an application shares it: the current
 * job first, then newest start first (on the user/start index); ties in the order they were added.
 */
export const workHistoryOrder = [
  desc(workExperiences.is_current),
  desc(workExperiences.start_date),
  asc(workExperiences.created_at),
] as const;
