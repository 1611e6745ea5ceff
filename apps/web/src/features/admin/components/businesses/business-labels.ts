import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { businessTypeLabel } from '@perks/contract';
import { useContractText } from '@/lib/i18n/contract-text';

/**
 * The words of the business vocabularies the admin screens show: statuses, roles, lead states.
 * Business types are the contract's labels (`businessTypeLabel`), translated by its catalog.
 */
const WORDS: Record<string, MessageDescriptor> = {
  active: msg`Active`,
  // A business is inactive until an admin approves it (decision 030): its owner's words too.
  inactive: msg`Waiting for review`,
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
 * translation (a business type) is the contract's label.
 */
export function useBusinessWord(): (value: string) => string {
  const { t } = useLingui();
  const tc = useContractText();
  return (value) => {
    const words = WORDS[value];
    return words ? t(words) : businessTypeLabel(value, tc);
  };
}
