/**
 * Holds the web's API files to one shape (docs/decisions/020-module-boundaries.md, addendum "one
 * shape for the web's API files"). Run by `npm run lint`; prints one line per broken rule, naming
 * the rule and the file, and exits 1.
 *
 * Every file in `apps/web/src/features/<feature>/api/` is one of:
 * - the feature's query keys, `*-keys.ts` (`job-keys.ts`, `admin-keys.ts`);
 * - route loaders, `*-loaders.ts`;
 * - a helper every operation of its folder shares (HELPERS below);
 * - one operation: named verb first (VERBS below), making its request (`api.<method>(…)` or
 *   `apiRequest(…)`) and answering it with at most one exported `use…` hook around one TanStack
 *   call; a read builds that call's options with `readOptions` (lib/read-options.ts) or TanStack's
 *   `queryOptions` (the hook adds only `enabled`,
 *   `placeholderData` and the like, never its own `queryFn`). A file without a hook exports one
 *   plain request function (auth's requests, a store's toggle, an API Test Center lookup).
 * Anywhere in `apps/web/src`, a query key is never an array written on the spot: it comes from a
 * keys file.
 *
 * The source is read as text, with comments and string contents blanked first so neither can
 * match; the code is Biome-formatted, so the patterns below meet one spelling of each construct.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const WEB_SRC = join(ROOT, 'apps/web/src');
const FEATURES = join(WEB_SRC, 'features');

/**
 * The verbs an operation's file name may start with: the common ones and each operation's own.
 * A new operation whose verb is missing adds it here (a verb, never a noun such as `partners`).
 */
const VERBS = new Set([
  'add',
  'apply',
  'confirm',
  'convert',
  'create',
  'delete',
  'extract',
  'get',
  'import',
  'list',
  'log',
  'merge',
  'moderate',
  'move',
  'open',
  'preview',
  'publish',
  'record',
  'refresh',
  'remove',
  'report',
  'reply',
  'save',
  'search',
  'send',
  'set',
  'sign',
  'unsubscribe',
  'update',
  'upload',
  'verify',
  'withdraw',
]);

/** Helpers an api folder may hold besides its operations, each shared by all of them. */
const HELPERS = new Set([
  'admin/api/use-admin-write.ts', // every admin write: re-reads everything under 'admin'
  'ai/api/track.ts', // the AI panel's call log, which every AI request goes through
  'job-alerts/api/use-alert-list-update.ts', // every alert write puts the server's answer in the cached list
]);

/** The query client's own test: its keys name no data of the app, only the client's behaviour. */
const KEY_ARRAY_ALLOWED = new Set(['lib/query-client.test.ts']);

const QUERY_HOOKS = ['useQuery', 'useSuspenseQuery', 'useInfiniteQuery', 'useQueries'];
const TANSTACK_HOOKS = [...QUERY_HOOKS, 'useMutation', 'useWriteThenRead', 'useAdminWrite'];

/** The source with comments removed and string and template contents blanked (quotes kept). */
function codeOnly(source) {
  let out = '';
  let i = 0;
  while (i < source.length) {
    const c = source[i];
    const next = source[i + 1];
    if (c === '/' && next === '/') {
      while (i < source.length && source[i] !== '\n') i++;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      i = end === -1 ? source.length : end + 2;
      out += ' ';
    } else if (c === "'" || c === '"' || c === '`') {
      // Template literals' `${…}` holes are blanked too: api files put no calls inside them.
      let j = i + 1;
      while (j < source.length && source[j] !== c) j += source[j] === '\\' ? 2 : 1;
      out += `${c}${' '.repeat(Math.max(0, j - i - 1))}${c}`;
      i = j + 1;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/** The text between the parenthesis at `open` and its closing one. */
function argumentsAt(code, open) {
  let depth = 0;
  for (let i = open; i < code.length; i++) {
    if (code[i] === '(') depth++;
    else if (code[i] === ')' && --depth === 0) return code.slice(open + 1, i);
  }
  return code.slice(open + 1);
}

/** Each call of `name(` in the code: its arguments' text. */
function callsOf(code, name) {
  const calls = [];
  for (const match of code.matchAll(new RegExp(`(?<![\\w.])${name}\\s*\\(`, 'g'))) {
    calls.push(argumentsAt(code, match.index + match[0].length - 1));
  }
  return calls;
}

function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

const problems = [];
const report = (rule, file, what) => problems.push(`${rule}: ${relative(ROOT, file)}: ${what}`);

/** The rules of one file in a feature's api folder. */
function checkApiFile(file) {
  const name = basename(file);
  const inFeatures = relative(FEATURES, file);
  if (name.endsWith('.test.ts') || name.endsWith('.test.tsx')) return;
  if (name.endsWith('-keys.ts') || name.endsWith('-loaders.ts') || HELPERS.has(inFeatures)) return;

  const code = codeOnly(readFileSync(file, 'utf8'));
  const verb = name.split(/[-.]/)[0];
  if (!VERBS.has(verb)) {
    report(
      'api-file-verb-first',
      file,
      `"${name}" does not start with an operation's verb (get-, list-, create-, update-, delete-, save-, …); ` +
        'an api folder holds operations, its "*-keys.ts", "*-loaders.ts" and shared helpers only',
    );
  }
  if (!/(?<![\w.])api\.(get|post|put|patch|delete)\s*\(|(?<![\w.])apiRequest\s*\(/.test(code)) {
    report(
      'api-file-one-operation',
      file,
      'makes no request: it is not an operation, so it belongs outside api/',
    );
  }

  const hooks = [...code.matchAll(/export\s+function\s+(use[A-Z]\w*)/g)].map((match) => match[1]);
  const tanstackCalls = TANSTACK_HOOKS.flatMap((hook) => callsOf(code, hook).map(() => hook));
  const plainExports = [...code.matchAll(/export\s+(?:async\s+)?function\s+(?!use[A-Z])(\w+)/g)];
  if (hooks.length > 1 || tanstackCalls.length > 1) {
    const operations = hooks.length > 1 ? hooks : tanstackCalls;
    report(
      'api-file-one-operation',
      file,
      `holds ${operations.length} operations (${operations.join(', ')}): split it into one file per operation`,
    );
  } else if (hooks.length === 0 && tanstackCalls.length === 0 && plainExports.length !== 1) {
    report('api-file-one-operation', file, 'a file without a hook exports exactly one request function');
  }

  for (const [, loader] of code.matchAll(/export\s+function\s+(\w+Loader)\b/g)) {
    report('api-file-one-operation', file, `${loader} is a route loader: it lives in a "*-loaders.ts" file`);
  }

  const queryCalls = QUERY_HOOKS.flatMap((hook) => callsOf(code, hook));
  if (queryCalls.length > 0) {
    // A hook that adds `enabled` and the like spreads the options: `useQuery({ ...readOptions(…), enabled })`.
    const unspread = code.replaceAll('...', '   ');
    const built = ['queryOptions', 'infiniteQueryOptions', 'readOptions'].flatMap((name) =>
      callsOf(unspread, name),
    );
    if (built.length === 0) {
      report(
        'api-read-query-options',
        file,
        "a read builds its options with lib/read-options.ts's readOptions(…) or TanStack's queryOptions(…)",
      );
    } else if (queryCalls.some((args) => /\bqueryFn\s*:/.test(args))) {
      report(
        'api-read-query-options',
        file,
        'the hook passes its own queryFn: take it from the queryOptions',
      );
    }
  }
}

/** Query keys come from keys files only: no array literal where a key is given. */
function checkKeyArrays(file) {
  const inSrc = relative(WEB_SRC, file);
  if (basename(file).endsWith('-keys.ts') || KEY_ARRAY_ALLOWED.has(inSrc)) return;
  const code = codeOnly(readFileSync(file, 'utf8'));
  const written =
    /\b(queryKey|mutationKey)\s*:\s*\[/.test(code) ||
    /\.(get|set|ensure|fetch|prefetch|invalidate|refetch|remove|reset|cancel)Quer(y|ies)(Data|State)?\s*(<[^>]*>)?\s*\(\s*\[/.test(
      code,
    );
  if (written) {
    report(
      'query-keys-from-keys-file',
      file,
      "writes a query key as an array: add it to the feature's *-keys.ts and use it from there",
    );
  }
}

for (const file of filesUnder(FEATURES)) {
  if (relative(FEATURES, file).split('/')[1] === 'api') checkApiFile(file);
}
for (const file of filesUnder(WEB_SRC)) checkKeyArrays(file);

if (problems.length > 0) {
  console.error(
    `The web's API files break decision 020's shape (docs/decisions/020-module-boundaries.md):\n${problems
      .map((problem) => `  ${problem}`)
      .join('\n')}`,
  );
  process.exit(1);
}
console.log(
  'web API files: one operation each, verb first, reads through readOptions or queryOptions, keys from keys files',
);
