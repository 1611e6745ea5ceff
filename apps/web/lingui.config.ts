import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { SOURCE_LOCALE, SUPPORTED_LOCALES } from '../../packages/contract/src/i18n/locales.ts';
import { MEMBER_PATHS } from './src/lib/i18n/catalog-groups.ts';

// The catalogs (docs/decisions/071-languages.md): two per language, split by src/lib/i18n/catalog-groups.ts.
export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: [...SUPPORTED_LOCALES],
  fallbackLocales: { default: SOURCE_LOCALE },
  catalogs: [
    {
      path: '<rootDir>/src/locales/public/{locale}',
      include: ['<rootDir>/src'],
      exclude: [
        '**/*.test.*',
        '<rootDir>/src/test/**',
        ...MEMBER_PATHS.map((path) => `<rootDir>/${path}/**`),
      ],
    },
    {
      path: '<rootDir>/src/locales/member/{locale}',
      include: MEMBER_PATHS.map((path) => `<rootDir>/${path}`),
      exclude: ['**/*.test.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
