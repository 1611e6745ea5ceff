// Bundles the server into dist/server.js. npm packages stay external (installed beside it); the
// contract workspace is TypeScript source, so it is bundled in.
import { build } from 'esbuild';

const externalPackages = {
  name: 'external-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@perks/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalPackages],
});
