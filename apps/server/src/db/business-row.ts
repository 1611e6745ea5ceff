import { eq } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { type BusinessRow, businesses, type NewBusinessRow } from './schema/index.ts';

/**
 * The business row as the two business forms write it: the admin's (admin-businesses) and the
 * owner's profile (business-profile). Each locks the row, writes the form's columns over it and
 * compares before with after for its audit entry.
 */

/** The row, locked until the transaction ends, so two saves at once apply one after the other. */
export async function lockBusinessRow(db: Executor, id: string): Promise<BusinessRow | null> {
  const [row] = await db.select().from(businesses).where(eq(businesses.id, id)).for('update');
  return row ?? null;
}

/** Writes a form's columns over the business; answers the row as it now is. */
export async function updateBusinessRow(
  db: Executor,
  id: string,
  values: Partial<NewBusinessRow>,
): Promise<BusinessRow> {
  const [row] = await db.update(businesses).set(values).where(eq(businesses.id, id)).returning();
  return row!;
}

/** The contact columns both forms write, and so both audit entries compare. */
export const CONTACT_FIELDS = [
  'phone',
  'email',
  'website_url',
  'instagram_url',
  'tiktok_url',
  'facebook_url',
] as const satisfies readonly (keyof BusinessRow)[];

type ContactValues = Partial<Record<(typeof CONTACT_FIELDS)[number], string>>;

/**
 * A form's contact values as columns: an absent field is stored as null (a save replaces the whole
 * form), and `website` follows `website_url`, so the screens that read either name agree (decision 041).
 */
export function contactColumns(input: ContactValues): Partial<NewBusinessRow> {
  return {
    phone: input.phone ?? null,
    email: input.email ?? null,
    website: input.website_url ?? null,
    website_url: input.website_url ?? null,
    instagram_url: input.instagram_url ?? null,
    tiktok_url: input.tiktok_url ?? null,
    facebook_url: input.facebook_url ?? null,
  };
}
