import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { screenCatalogs } from '../src/locales/screen-catalogs.ts';

// Run by `npm run i18n:extract` after the catalogs: which catalogs each screen loads.
const webRoot = join(import.meta.dirname, '..');
writeFileSync(
  join(webRoot, 'src/locales/screen-catalogs.json'),
  `${JSON.stringify(screenCatalogs(webRoot), null, 2)}\n`,
);
