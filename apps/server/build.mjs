// Bundles the server into dist/server.js (or the path given as the first argument) from src/server.ts
// (or the entry given as the second, relative to this folder: the browser tests bundle their own
// entry, e2e/support/server-with-sessions.ts). npm packages stay external (installed beside it); the
// contract workspace is TypeScript source, so it is bundled in.
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

await build({
  entryPoints: [process.argv[3] ?? 'src/server.ts'],
  outfile: process.argv[2] ?? 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalPackages],
});
