import type { RoleType } from './enums.ts';

/**
 * Words in a job title that name its role (docs/decisions/018-job-role-types.md). Whole words
 * only, any case, plurals too, so 'Observer' is not a server.
 */
const ROLE_WORDS: Record<Exclude<RoleType, 'other'>, readonly string[]> = {
  // 'manager' covers general and assistant managers.
  management: ['manager', 'gm', 'supervisor', 'director', 'shift lead'],
  host: ['host', 'hostess', 'greeter'],
  server: ['server', 'waiter', 'waitress', 'waitstaff', 'busser', 'busboy', 'runner'],
  bartender: ['bartender', 'barback', 'barista', 'mixologist'],
  // Not 'line' alone: a 'Draft Line Technician' cleans beer lines.
  cook: ['cook', 'chef', 'sous', 'prep', 'dishwasher', 'dish', 'baker', 'pastry', 'shucker', 'kitchen'],
};

const wordPattern = (words: readonly string[]) =>
  new RegExp(`\\b(?:${words.map((word) => word.replace(/ /g, '\\s+')).join('|')})(?:s|es)?\\b`, 'i');

const MANAGEMENT = wordPattern(ROLE_WORDS.management);
const OTHER_ROLES = (['host', 'server', 'bartender', 'cook'] as const).map((role) => ({
  role,
  pattern: wordPattern(ROLE_WORDS[role]),
}));

/**
 * The role a job title names, which the posting form offers until the poster picks another. A
 * management word wins ('Bar Manager', 'Kitchen Supervisor'); otherwise the role named first
 * ('Server / Bartender' is a server, 'Bartender & Line Cook' a bartender); no known word gives
 * 'other'.
 */
export function roleTypeFromTitle(title: string): RoleType {
  if (MANAGEMENT.test(title)) return 'management';
  let found: { role: RoleType; at: number } = { role: 'other', at: Number.POSITIVE_INFINITY };
  for (const { role, pattern } of OTHER_ROLES) {
    const at = title.search(pattern);
    if (at >= 0 && at < found.at) found = { role, at };
  }
  return found.role;
}
