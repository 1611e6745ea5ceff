import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

/** The words of the business vocabularies the admin screens show: types, statuses, roles, lead states. */
const WORDS: Record<string, MessageDescriptor> = {
  restaurant: msg`Restaurant`,
  bar: msg`Bar`,
  cafe: msg`Cafe`,
  hotel: msg`Hotel`,
  retail: msg`Retail`,
  salon: msg`Salon`,
  spa: msg`Spa`,
  fitness: msg`Fitness`,
  entertainment: msg`Entertainment`,
  service: msg`Service`,
  tech: msg`Tech`,
  healthcare: msg`Healthcare`,
  finance: msg`Finance`,
  other: msg`Other`,
  active: msg`Active`,
  inactive: msg`Inactive`,
  archived: msg`Archived`,
  owner: msg`Owner`,
  manager: msg`Manager`,
  employee: msg`Employee`,
  new: msg`New`,
  contacted: msg`Contacted`,
  converted: msg`Converted`,
  dismissed: msg`Dismissed`,
};

/**
 * A business type, status, role or lead status as words in the reader's language:
 * `const word = useBusinessWord(); word('entertainment')` → 'Entertainment'. A value without a
 * translation is shown capitalised.
 */
export function useBusinessWord(): (value: string) => string {
  const { t } = useLingui();
  return (value) => {
    const words = WORDS[value];
    return words ? t(words) : value.charAt(0).toUpperCase() + value.slice(1);
  };
}
