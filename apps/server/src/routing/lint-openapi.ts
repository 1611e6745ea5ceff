import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildOpenApiDocument } from './openapi-document.ts';

/**
 * `npm run lint`'s check of the API reference: the document the server serves at
 * /api/v1/openapi.json, written to a temporary file and linted by Redocly CLI with its
 * `recommended` rules. Any error or warning fails the lint.
 */
const folder = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
const file = join(folder, 'openapi.json');
writeFileSync(file, JSON.stringify(buildOpenApiDocument(), null, 2));
const run = spawnSync(
  'npx',
  ['--no', 'redocly', 'lint', '--extends=recommended', '--max-problems=1000', file],
  {
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  },
);
rmSync(folder, { recursive: true, force: true });
const output = `${run.stdout ?? ''}${run.stderr ?? ''}`;
process.stdout.write(output);
const warned = /You have \d+ warnings?/.test(output);
if (run.status !== 0 || warned) {
  console.error(warned ? 'The OpenAPI document has lint warnings.' : 'The OpenAPI document has lint errors.');
  process.exit(1);
}
