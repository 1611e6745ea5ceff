import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { getConfig } from '@lingui/conf';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { builtCardFiles } from './card-precache.ts';
import { fontDisplayOptional } from './src/styles/font-display-optional';

// The native transform is not usable here (see the plugins below), so its advice is noise.
process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= '1';
const LINGUI_CONFIG = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));

const apiTarget = process.env.VITE_API_PROXY ?? 'http://localhost:3000';

/**
 * Writes .br and .gz beside every built script, stylesheet and SVG, compressed once at maximum
 * quality; the server sends them to browsers that accept them (docs/decisions/012).
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  return {
    name: 'precompress',
    apply: 'build',
    // The server bundle (dist-server) is read from disk by Node, never sent to a browser.
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    // writeBundle runs once the files are on disk, and names exactly the files this build wrote.
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((file) => /\.(js|css|svg)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const bytes = await readFile(path);
          if (bytes.length < 1024) return;
          await writeFile(
            `${path}.br`,
            await brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          await writeFile(`${path}.gz`, await gz(bytes, { level: 9 }));
        }),
      );
    },
  };
}

/**
 * The member card's service worker (docs/decisions/060): src/offline/sw.js, built to dist/sw.js
 * with the list of the card's files written in by Workbox (injectManifest), so it stores them all
 * at install. The page registers it itself, from the card page only; the web app manifest stays
 * the hand-written public/manifest.webmanifest.
 */
function offlineCard(): Plugin[] {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/offline',
    filename: 'sw.js',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      globPatterns: ['assets/**/*.{js,css,woff2,svg}'],
      // The default theme's font files are the largest of the card's files (about 100 KB).
      maximumFileSizeToCacheInBytes: 1024 * 1024,
      manifestTransforms: [
        (entries, compilation) => {
          const outDir =
            (compilation as { options?: { outDir?: string } } | undefined)?.options?.outDir ?? 'dist';
          const card = builtCardFiles(outDir);
          return { manifest: entries.filter((entry) => card.has(entry.url)), warnings: [] };
        },
      ],
    },
  });
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // Lingui's macros (<Trans>, t`...`) become catalog lookups through Babel, in the files that
    // import them, and .po catalogs compile on import (docs/decisions/071-languages.md). Lingui's
    // faster native transform is an optional binary that npm skips under the Node 20 it runs on.
    ...lingui({ configPath: LINGUI_CONFIG, failOnCompileError: true }),
    babel({
      presets: [
        linguiTransformerBabelPreset(
          { linguiConfig: getConfig({ configPath: LINGUI_CONFIG }) },
          { configPath: LINGUI_CONFIG },
        ),
      ],
    }),
    react(),
    tailwindcss(),
    precompress(),
    ...(isSsrBuild ? [] : offlineCard()),
  ],
  // Every font face shows only if it is there in time, never swapped in later (font-display-optional.ts).
  css: { postcss: { plugins: [fontDisplayOptional()] } },
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // Lingui's React binding imports React 17's useSyncExternalStore shim, which on React 19
      // hands back React's own hook: importing that directly keeps the shim out of every page.
      { find: /^use-sync-external-store\/shim$/, replacement: 'react' },
    ],
  },
  server: {
    port: 5173,
    // In development the API runs beside Vite; the browser still talks to one origin.
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks each route loads, read by the page-weight benchmark
    // and by the server for the modulepreload links of a page it renders.
    manifest: true,
    // The server writes each page's modulepreload links, which every supported browser follows;
    // Vite's polyfill for older ones would only add to the entry every page loads first.
    modulePreload: { polyfill: false },
    // The libraries every page runs before its first render (React, the router, TanStack Query,
    // the class helpers) go in one chunk: one request and one gzip stream instead of a dozen
    // small files that compress worse (docs/decisions/013). Lazily loaded screens keep their own.
    // The app's own code of the first render goes in the entry's chunk with the entry module (the
    // group takes in index.html's module, so its chunk is the manifest's entry): left to the
    // bundler, each module a lazy screen shares with the entry (a contract file, the class helper)
    // became a file of a few hundred bytes that every page loaded, compressed on its own.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: 'vendor', test: /node_modules/, tags: ['$initial'] },
                { name: 'index', test: (id) => !id.includes('node_modules'), tags: ['$initial'] },
              ],
            },
          },
        },
  },
}));
