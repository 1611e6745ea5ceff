import { type TAdminBusinessValues, ZAdminBusinessInput } from '../admin-businesses/business-form.ts';
import { issueMessages } from '../shared/issue-messages.ts';

export type BusinessFromExtraction =
  | { ok: true; body: TAdminBusinessValues }
  | { ok: false; errors: string[] };

/**
 * The body of POST /admin/businesses for a business extraction. The extraction speaks the owner's
 * create form (ZCreateBusinessRequest), which names the type `category`; the admin form calls it
 * `business_type` and has the same rules for every other field it shares. The result is checked by
 * the admin schema itself, so what it refuses is named per field before anything is sent.
 */
export function businessFromExtraction(extracted: Record<string, unknown>): BusinessFromExtraction {
  const { category, ...shared } = extracted;
  const parsed = ZAdminBusinessInput.safeParse(
    category === undefined ? shared : { ...shared, business_type: category },
  );
  return parsed.success
    ? { ok: true, body: parsed.data }
    : { ok: false, errors: issueMessages(parsed.error) };
}
