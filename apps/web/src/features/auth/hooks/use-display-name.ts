import { displayName, type GreetingSubject } from '@perks/contract';
import { useContractText } from '@/lib/i18n/contract-text';

/** The contract's word for someone with neither a name nor a phone ('User'). */
const NO_NAME = displayName(null);

/**
 * What to call the person in the reader's language: their name or phone as it is, and the
 * contract's stand-in word translated when there is neither.
 */
export function useDisplayName(user: GreetingSubject | null | undefined): string {
  const tc = useContractText();
  const name = displayName(user);
  return name === NO_NAME ? tc(name) : name;
}
