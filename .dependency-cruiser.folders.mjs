// Cycles between server modules and between web features (docs/decisions/074-cycles-import-rules.md):
// a folder imports another when any file in it does, so two modules whose files import each other's
// index.ts (auth's sign-in the users module, users' budget auth's 429) form a cycle even when no
// single file loops. The graph holds the modules' and features' shipped files only: an import of
// lib/, plugins/ or app/ is not one module using another, and a feature's tests render it inside
// the app shell (apps/web/src/test), which imports every feature.
import base, { SERVER, WEB } from './.dependency-cruiser.mjs';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-server-module-cycle',
      severity: 'error',
      comment:
        'Two server modules import each other (through their index.ts files or further): move the shared piece down into lib/, db/, plugins/ or the lower module, never re-export it through the other module.',
      scope: 'folder',
      from: { path: `${SERVER}/modules/[^/]+$` },
      to: { path: `${SERVER}/modules/[^/]+$`, circular: true },
    },
    {
      name: 'no-web-feature-cycle',
      severity: 'error',
      comment:
        "Two web features import each other: a feature may use another's index.ts, never one that uses it back; compose them in app/ (decision 020).",
      scope: 'folder',
      from: { path: `${WEB}/features/[^/]+$` },
      to: { path: `${WEB}/features/[^/]+$`, circular: true },
    },
  ],
  options: {
    ...base.options,
    includeOnly: [`${SERVER}/modules/`, `${WEB}/features/`],
    exclude: { path: ['[.]test[.]tsx?$', `${WEB}/features/[^/]+/testing/`] },
    cache: { folder: 'node_modules/.cache/dependency-cruiser-folders', strategy: 'content' },
  },
};
