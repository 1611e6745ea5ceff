import type { NewBusinessRow } from '../schema/index.ts';

/** A fictional Greater Portland venue: the business row plus what its job posts share. */
export interface DemoBusiness extends Omit<NewBusinessRow, 'id' | 'owner_id' | 'created_at' | 'updated_at'> {
  key: string;
  name: string;
  /** The mailbox job posts list as their contact. */
  jobsEmail: string;
  highlights: string;
  benefits: string[];
  createdDaysAgo: number;
}

export const site = (slug: string) => ({
  website: `https://${slug}.example`,
  website_url: `https://${slug}.example`,
  email: `hello@${slug}.example`,
  jobsEmail: `jobs@${slug}.example`,
});
