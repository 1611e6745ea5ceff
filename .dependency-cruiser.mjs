// Import rules `npm run lint` holds with dependency-cruiser (docs/decisions/074-cycles-import-rules.md),
// over every file of the server, the web app and the contract, tests included: no import cycle
// between files, and the server's boundaries (a module is used through its index.ts only, and every
// top-level folder of apps/server/src has its place in the layering below). Cycles between server
// modules and between web features are checked on the shipped code by .dependency-cruiser.folders.mjs.

export const SERVER = '^apps/server/src';
export const WEB = '^apps/web/src';

/**
 * A cycle counts when every import in it is there at run time: a file that imports only a type
 * back (a provider factory and the interface its providers implement) loads no code in a loop.
 */
const RUNTIME_IMPORTS = { dependencyTypesNot: ['type-only'] };

/**
 * Every top-level folder of apps/server/src and what it may import from `modules/` (besides the
 * rule every folder follows: a module only through its `index.ts`). A new folder is added here,
 * with its layer, before lint passes: `server-folder-has-a-boundary` fails on one that is not.
 */
const SERVER_FOLDERS = {
  /** Shared code below the modules: it imports none (its tests may). */
  belowModules: ['config', 'db', 'lib', 'queue', 'routing', 'tracing'],
  /** Code that wires or checks modules: it may import a module's index.ts. */
  aboveModules: ['modules', 'plugins', 'test'],
};
const KNOWN_SERVER_FOLDERS = [...SERVER_FOLDERS.belowModules, ...SERVER_FOLDERS.aboveModules];
const UNKNOWN_SERVER_FOLDER = `${SERVER}/(?!(?:${KNOWN_SERVER_FOLDERS.join('|')})/)[^/]+/`;
const UNPLACED_FOLDER =
  'A top-level folder of apps/server/src that no boundary rule places: add it to SERVER_FOLDERS in .dependency-cruiser.mjs with its layer.';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment:
        "An import dependency-cruiser cannot resolve: the cycle and boundary rules would not see where it leads (the web's @/ alias resolves through apps/web/tsconfig.json).",
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'no-server-cycle',
      severity: 'error',
      comment:
        'An import cycle between server files: move the shared piece down into lib/, db/, plugins/ or the lower module.',
      from: { path: SERVER },
      to: {
        path: SERVER,
        circular: true,
        viaOnly: RUNTIME_IMPORTS,
        // users and businesses name each other in a foreign key; drizzle reads the columns lazily.
        via: { pathNot: `${SERVER}/db/schema/(?:users|businesses)[.]ts$` },
      },
    },
    {
      name: 'no-web-cycle',
      severity: 'error',
      comment:
        'An import cycle between web files: move the shared piece into lib/ or components/, or compose in app/.',
      from: { path: WEB },
      to: { path: WEB, circular: true, viaOnly: RUNTIME_IMPORTS },
    },
    {
      name: 'no-contract-cycle',
      severity: 'error',
      comment: 'An import cycle inside packages/contract.',
      from: { path: '^packages/contract/src' },
      to: { path: '^packages/contract/src', circular: true, viaOnly: RUNTIME_IMPORTS },
    },
    {
      name: 'server-module-through-its-index',
      severity: 'error',
      comment:
        "A module imports another only through its index.ts; the other's files, its repositories first, are its own (decision 020).",
      from: { path: `${SERVER}/modules/([^/]+)/` },
      to: {
        path: `${SERVER}/modules/[^/]+/.+`,
        pathNot: [`${SERVER}/modules/$1/`, `${SERVER}/modules/[^/]+/index[.]ts$`],
      },
    },
    {
      name: 'server-module-through-its-index',
      severity: 'error',
      comment:
        'Outside modules/ (root files and every other folder), code imports a module only through its index.ts (modules/<name>/index.ts) or modules/index.ts (decision 020).',
      from: { path: `${SERVER}/`, pathNot: `${SERVER}/modules/` },
      to: { path: `${SERVER}/modules/[^/]+/.+`, pathNot: `${SERVER}/modules/[^/]+/index[.]ts$` },
    },
    {
      name: 'server-shared-code-below-modules',
      severity: 'error',
      comment: `${SERVER_FOLDERS.belowModules.join('/, ')}/ are shared by the modules and import none; what a module and one of them share moves down.`,
      from: {
        path: `${SERVER}/(?:${SERVER_FOLDERS.belowModules.join('|')})/`,
        pathNot: '[.]test[.]ts$',
      },
      to: { path: `${SERVER}/modules/` },
    },
    {
      name: 'server-folder-has-a-boundary',
      severity: 'error',
      comment: UNPLACED_FOLDER,
      from: { path: UNKNOWN_SERVER_FOLDER },
      to: {},
    },
    {
      name: 'server-folder-has-a-boundary',
      severity: 'error',
      comment: UNPLACED_FOLDER,
      from: {},
      to: { path: UNKNOWN_SERVER_FOLDER },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // TypeScript 7 ships no compiler API to parse with; swc parses .ts and .tsx instead.
    parser: 'swc',
    tsPreCompilationDeps: true,
    // The web's `@/` alias; the server and the contract import relatively.
    tsConfig: { fileName: 'apps/web/tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
  },
};
