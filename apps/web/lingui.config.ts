import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { SOURCE_LOCALE, SUPPORTED_LOCALES } from '../../packages/contract/src/i18n/locales.ts';

const NOT_SHIPPED = ['**/*.test.*', '<rootDir>/src/test/**'];

/**
 * The catalogs (docs/decisions/071-languages.md): per language, one for the shell (app/,
 * components/, lib/) and one per feature, so a page loads only the words of the code it runs
 * (src/locales/screen-catalogs.json says which).
 */
export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: [...SUPPORTED_LOCALES],
  fallbackLocales: { default: SOURCE_LOCALE },
  catalogs: [
    {
      path: '<rootDir>/src/locales/shell/{locale}',
      include: ['<rootDir>/src/app', '<rootDir>/src/components', '<rootDir>/src/lib'],
      exclude: NOT_SHIPPED,
    },
    {
      path: '<rootDir>/src/locales/{name}/{locale}',
      include: ['<rootDir>/src/features/{name}'],
      exclude: NOT_SHIPPED,
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
