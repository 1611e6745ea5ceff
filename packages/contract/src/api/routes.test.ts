/// <reference types="node" />
// The test reads the contract's own files from disk, which the shipped contract never does.
import { globSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { RouteSpec } from './route-spec.ts';
import { API_ROUTES } from './routes.ts';

const contractSource = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Every route table a feature's route file (`<feature>/<feature>-routes.ts`) exports, by file. */
async function featureRouteTables(): Promise<{ file: string; table: Record<string, RouteSpec> }[]> {
  const files = globSync('*/*-routes.ts', { cwd: contractSource }).sort();
  const modules = await Promise.all(
    files.map(async (file) => ({
      file,
      exports: await import(pathToFileURL(join(contractSource, file)).href),
    })),
  );
  return modules.flatMap(({ file, exports }) =>
    Object.entries(exports as Record<string, unknown>)
      .filter(([name]) => name.endsWith('_ROUTES'))
      .map(([, table]) => ({ file, table: table as Record<string, RouteSpec> })),
  );
}

describe('the route table', () => {
  it('has each route key declared in one feature file only', async () => {
    const filesByKey = new Map<string, string[]>();
    for (const { file, table } of await featureRouteTables()) {
      for (const key of Object.keys(table))
        filesByKey.set(key, [...(filesByKey.get(key) ?? []), basename(file)]);
    }
    const repeated = [...filesByKey]
      .filter(([, files]) => files.length > 1)
      .map(([key, files]) => `${key} in ${files.join(' and ')}`);
    expect(repeated, 'route keys declared in more than one feature file').toEqual([]);
  });

  it("serves every feature file's routes, each as that file declares it", async () => {
    const tables = await featureRouteTables();
    expect(tables.length).toBeGreaterThan(20);
    for (const { file, table } of tables) {
      for (const [key, spec] of Object.entries(table)) {
        expect(API_ROUTES[key as keyof typeof API_ROUTES], `${key} from ${file}`).toBe(spec);
      }
    }
    expect(Object.keys(API_ROUTES)).toHaveLength(
      tables.reduce((sum, { table }) => sum + Object.keys(table).length, 0),
    );
  });
});
