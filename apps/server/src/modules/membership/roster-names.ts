/**
 * The staff list keeps first and last names apart (the partner's check page greets the member by
 * first name), while lists arrive with one name column: the first word is the first name, the rest
 * the last name.
 */
export function splitName(name: string): { first_name: string; last_name: string | null } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { first_name: first, last_name: rest.length > 0 ? rest.join(' ') : null };
}

export function joinName(first: string | null, last: string | null): string {
  return [first, last].filter(Boolean).join(' ');
}
