/**
 * Which fields of a business the onboarding assistant heard that the owner should confirm before
 * creating it: values the schemas accept but that read like a mishearing. The setup form marks
 * them until the owner touches them.
 */

/** Words that end a street's name ("Wharf St", "Forest Avenue"); the assistant's address finder reads the same list. */
export const STREET_TYPES =
  'street|st|avenue|ave|road|rd|way|lane|ln|boulevard|blvd|drive|dr|place|pl|wharf|square|sq|plaza|pier|row|court|ct|highway|hwy|terrace|ter|alley|landing|parkway|pkwy';

const HOUSE_NUMBER = /^\d{1,6}[a-z]?\s/i;
const STREET_TYPE = new RegExp(`\\b(?:${STREET_TYPES})\\b`, 'i');
// A town after a comma, a ZIP, or the state: without one the address could be in any town.
const PLACE = /,\s*[a-z]|\b\d{5}(?:-\d{4})?\b|\b(?:me|maine)\b\.?$/i;
// Words a sentence starts with, not a business's name: the rest of the sentence came along.
const SENTENCE_START = /^(?:we|we'?re|i|i'?m|this|hi|hello|hey|our|my|it|it'?s|at|located)\b/i;
const JOINING_END = /\b(?:at|in|on|by|and|located)$/i;

function doubtfulName(name: string): boolean {
  return (
    SENTENCE_START.test(name) || JOINING_END.test(name) || name.split(/\s+/).length > 6 || /[\d@]/.test(name)
  );
}

function doubtfulAddress(address: string): boolean {
  return !HOUSE_NUMBER.test(address) || !STREET_TYPE.test(address) || !PLACE.test(address);
}

/** The names of the fields of `data` (a business body) to confirm, in the form's order. */
export function doubtfulBusinessFields(data: Record<string, unknown>): string[] {
  const fields: string[] = [];
  if (typeof data.name === 'string' && doubtfulName(data.name.trim())) fields.push('name');
  if (typeof data.address === 'string' && doubtfulAddress(data.address.trim())) fields.push('address');
  if (typeof data.phone === 'string' && !/^\+1\d{10}$/.test(data.phone)) fields.push('phone');
  return fields;
}
