import { businessFromExtraction } from '@perks/contract';
import { useMemo, useState } from 'react';

/** The business fields the extraction proposes, in the order an owner reads them. */
export const DRAFT_FIELDS = ['name', 'category', 'address', 'phone', 'email', 'description'] as const;
export type DraftField = (typeof DRAFT_FIELDS)[number];
export type BusinessDraft = Record<DraftField, string>;

/**
 * An extraction as an editable draft: every proposed field is a string the person can correct, and
 * the admin form's own schema names what is still wrong per field, so a refusal is fixed in place
 * instead of blocking. Reusable by any screen that fills a business form from the chat.
 */
export function useBusinessDraft(extracted: Record<string, unknown>) {
  const [draft, setDraft] = useState<BusinessDraft>(
    () =>
      Object.fromEntries(
        DRAFT_FIELDS.map((field) => [field, extracted[field] == null ? '' : String(extracted[field])]),
      ) as BusinessDraft,
  );
  const [edited, setEdited] = useState(false);
  const checked = useMemo(() => businessFromExtraction(withoutBlanks(draft)), [draft]);
  const errors: Partial<Record<DraftField, string>> = {};
  if (!checked.ok)
    for (const line of checked.errors) {
      const [field, ...message] = line.split(': ');
      const key = field === 'business_type' ? 'category' : field;
      if (DRAFT_FIELDS.includes(key as DraftField) && message.length)
        errors[key as DraftField] ??= message.join(': ');
    }
  const set = (field: DraftField, value: string) => {
    setEdited(true);
    setDraft((current) => ({ ...current, [field]: value }));
  };
  return { draft, set, errors, checked, edited, data: withoutBlanks(draft) };
}

// A field left empty is not sent, as the extraction leaves out what it did not find.
function withoutBlanks(draft: BusinessDraft): Record<string, string> {
  return Object.fromEntries(Object.entries(draft).filter(([, value]) => value.trim() !== ''));
}
