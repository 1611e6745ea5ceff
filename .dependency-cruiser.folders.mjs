// Cycles between server modules and between web features (docs/decisions/074-cycles-import-rules.md),
// over the shipped code: a folder imports another when any file in it does, so two modules whose
// files import each other's index.ts (auth's sign-in the users module, users' budget auth's 429)
// form a cycle even when no single file loops. Tests are left out: a feature's tests render it
// inside the app shell (apps/web/src/test), which imports every feature.
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
    // As for files, a cycle counts when its imports are there at run time: a type read from
    // another folder loads none of it.
    tsPreCompilationDeps: false,
    exclude: { path: ['[.]test[.]tsx?$', `${SERVER}/test/`, `${WEB}/test/`, `${WEB}/features/[^/]+/testing/`] },
    cache: { folder: 'node_modules/.cache/dependency-cruiser-folders', strategy: 'content' },
  },
};
