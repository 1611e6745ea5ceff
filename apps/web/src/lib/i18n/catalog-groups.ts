/**
 * Which words a screen needs (docs/decisions/071-languages.md): `public` holds the shell and
 * everything a signed-out visitor reaches, loaded before the first render; `member` the
 * signed-in and admin screens under these folders, loaded beside their code. lingui.config.ts
 * splits the catalogs by the same list, and catalog-boundary.test.ts keeps public code from
 * importing these folders.
 */
export type CatalogGroup = 'public' | 'member';

export const MEMBER_PATHS = [
  'src/features/admin',
  'src/features/ai',
  'src/features/analytics',
  'src/features/business-setup',
  'src/features/dashboard',
  'src/features/job-posting',
  'src/features/themes/components',
];

/** The catalog group of a screen's source file (`handle.module` in the route table). */
export function catalogGroupOf(module: string): CatalogGroup {
  return MEMBER_PATHS.some((path) => module.startsWith(`${path}/`)) ? 'member' : 'public';
}
