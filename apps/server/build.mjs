// Bundles the server into dist/server.js (or the path given as the first argument) from src/server.ts
// (or the entry given as the second, relative to this folder: the browser tests bundle their own
// entry, e2e/support/server-with-sessions.ts). npm packages stay external (installed beside it); the
// contract workspace is TypeScript source, so it is bundled in.
//
// src/server.ts loads the app (and, when OTEL_EXPORTER_OTLP_ENDPOINT is set, tracing before it) with
// dynamic imports, so its bundle is split: the entry file imports nothing itself, and the chunks
// beside it, in server-chunks/, import `pg`, `fastify` and `node:http` only when loaded
// (docs/decisions/092-traces.md). Any other entry is one file, as before.
import { rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { build } from 'esbuild';

// Bundled rather than loaded from node_modules at start: drizzle-orm's 450 files each resolve
// `drizzle-orm/…` through its 447-entry `exports` map, which took over a second of every start.
const BUNDLED = ['drizzle-orm'];

const externalPackages = {
  name: 'external-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@perks/') ||
      BUNDLED.some((name) => args.path === name || args.path.startsWith(`${name}/`))
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

const outfile = process.argv[2] ?? 'dist/server.js';
const entry = process.argv[3] ?? 'src/server.ts';
const split = entry === 'src/server.ts';
const chunks = join(dirname(outfile), 'server-chunks');
// The previous build's chunks: their names carry a hash of their content, so they would pile up.
if (split) rmSync(chunks, { recursive: true, force: true });

await build({
  entryPoints: [entry],
  ...(split
    ? {
        outdir: dirname(outfile),
        entryNames: basename(outfile, '.js'),
        chunkNames: 'server-chunks/[name]-[hash]',
        splitting: true,
      }
    : { outfile }),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalPackages],
});
