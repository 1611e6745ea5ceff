/**
 * Expand, then contract (docs/decisions/094-deploy-behind-nginx-and-expand-then-contract.md): during
 * a rolling deploy the previous release runs against the schema the new one migrated, so a
 * migration must not take away or change what that release still reads or writes. Run by
 * `npm run lint`; prints one line per statement and exits 1.
 *
 * A statement in apps/server/drizzle/*.sql that drops a table or a column, renames anything,
 * changes a column's type or makes a column NOT NULL must say, in a comment inside the statement,
 * `-- contract: <why no release still running uses it>`: the contract step comes in a later
 * release than the one that stopped using the thing (and a NOT NULL column without a default,
 * added or altered, breaks the previous release's inserts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const FOLDER = fileURLToPath(new URL('../apps/server/drizzle/', import.meta.url));
const CONTRACTING = [
  [/\bdrop\s+table\b/i, 'drops a table'],
  [/\bdrop\s+column\b/i, 'drops a column'],
  [/\brename\b/i, 'renames'],
  [/\balter\s+column\s+\S+\s+(set\s+data\s+)?type\b/i, "changes a column's type"],
  [/\bset\s+not\s+null\b/i, 'makes a column NOT NULL'],
];
/** `ADD COLUMN … NOT NULL` clauses with neither a default nor a generated value. */
const requiredWithoutDefault = (code) =>
  (code.match(/\badd\s+column\b[^;]*/gi) ?? []).some(
    (clause) => /\bnot\s+null\b/i.test(clause) && !/\b(default|generated)\b/i.test(clause),
  );
const MARKER = /--\s*contract:\s*\S/i;

const problems = [];
for (const file of readdirSync(FOLDER)
  .filter((name) => name.endsWith('.sql'))
  .sort()) {
  const statements = readFileSync(join(FOLDER, file), 'utf8').split('--> statement-breakpoint');
  for (const statement of statements) {
    if (MARKER.test(statement)) continue;
    // Comments say nothing the database runs.
    const code = statement.replace(/--[^\n]*/g, '');
    const found = CONTRACTING.filter(([pattern]) => pattern.test(code)).map(([, what]) => what);
    if (requiredWithoutDefault(code)) found.push('adds a NOT NULL column without a default');
    for (const what of found) {
      const first = code.trim().split('\n')[0].slice(0, 120);
      problems.push(`${file}: ${what} without a '-- contract: <reason>' comment: ${first}`);
    }
  }
}
if (problems.length > 0) {
  console.error(
    `Migrations must expand, then contract (docs/decisions/094-deploy-behind-nginx-and-expand-then-contract.md):\n  ${problems.join('\n  ')}`,
  );
  process.exit(1);
}
