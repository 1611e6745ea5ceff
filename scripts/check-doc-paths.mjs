// Fails when a document names a repository path that does not exist, so the docs cannot drift
// from the tree again (run by `npm run lint`). A path is a `code span` or a Markdown link target
// that looks like one: it has a slash or a file extension, and no spaces. A path is found when a
// tracked file or folder ends with it (`routing/reply.ts` is apps/server/src/routing/reply.ts);
// `<feature>`, `*` and `…` stand for any name. A link must also stay inside the repository. A
// function or value named in camelCase (`buildApp()`, `app.textOutbox`) must occur in the code.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

const DOCS = ['README.md', 'ARCHITECTURE.md', 'docs/features.md', 'docs/product.md'];

// Made by the build, the start or a run, so never tracked.
const GENERATED = /^(apps\/(web|server)\/(dist|dist-server)|data|bench\/results|node_modules)(\/|$)/;
const FILE_EXTENSION = /\.(ts|tsx|mjs|js|json|md|css|po|sql|yml|yaml)$/;
const PATH_LIKE = /^[\w.@<>*…-]+(\/[\w.@<>*…-]*)*$/;

const tracked = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n').filter(Boolean);
const folders = new Set(
  tracked.flatMap((file) =>
    file
      .split('/')
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
  ),
);
const entries = [...tracked, ...folders];

const CAMEL_CASE = /^([A-Za-z_$][\w$]*\.)*([a-z][a-z0-9]*[A-Z][\w$]*)(\(\))?$/;
// Code and its settings (biome.json's rule names), not the lock file.
const SOURCE = /^(?!package-lock).*\.(ts|tsx|mjs|js|json)$/;
const code = tracked
  .filter((file) => SOURCE.test(file))
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

function pattern(path) {
  const escaped = path.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  const wild = escaped
    .replace(/<[^>/]+>/g, '[^/]+')
    .replace(/\*/g, '[^/]*')
    .replace(/…/g, '.*');
  return new RegExp(`(^|/)${wild}$`);
}

function exists(path) {
  const bare = path.replace(/^\.\//, '').replace(/\/$/, '');
  if (GENERATED.test(bare)) return true;
  const wanted = pattern(bare);
  return entries.some((entry) => wanted.test(entry));
}

function candidates(text) {
  // Fenced blocks are pictures of the tree, not spans; blank them out, keeping the line count.
  const prose = text.replace(/```[\s\S]*?```/g, (block) => block.replace(/[^\n]/g, ' '));
  const lineOf = (offset) => prose.slice(0, offset).split('\n').length;
  const spans = [...prose.matchAll(/`([^`]+)`/g)].map((m) => ({
    path: m[1],
    line: lineOf(m.index),
    link: false,
  }));
  const links = [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => ({
    path: m[1],
    line: lineOf(m.index),
    link: true,
  }));
  return [...spans, ...links];
}

// Not paths: routes (`/jobs/{id}`), URLs, npm packages (`@scope/name`), a bare extension (`.po`).
function looksLikePath(path) {
  if (!PATH_LIKE.test(path) || /^[/@]/.test(path) || path.includes('://')) return false;
  return path.includes('/') || FILE_EXTENSION.test(path.replace(/^\./, ''));
}

const problems = [];
for (const doc of DOCS) {
  const text = readFileSync(doc, 'utf8');
  for (const { path, line, link } of candidates(text)) {
    if (link) {
      if (/^[a-z]+:/.test(path) || path.startsWith('#')) continue;
      const target = normalize(join(dirname(doc), path.replace(/#.*$/, '')));
      if (target.startsWith('..')) problems.push(`${doc}:${line}: ${path} links outside the repository`);
      else if (!exists(target)) problems.push(`${doc}:${line}: ${path} does not exist in the repository`);
      continue;
    }
    const name = path.match(CAMEL_CASE)?.[2];
    if (name && !new RegExp(`\\b${name.replaceAll('$', '\\$')}\\b`).test(code))
      problems.push(`${doc}:${line}: ${path} is not in the code`);
    if (path.startsWith('../')) problems.push(`${doc}:${line}: ${path} is outside the repository`);
    else if (looksLikePath(path) && !exists(path))
      problems.push(`${doc}:${line}: ${path} does not exist in the repository`);
  }
}

// Every configuration key (apps/server/src/config/env.ts) has its row in docs/configuration.md.
const configuration = readFileSync('docs/configuration.md', 'utf8');
for (const [, key] of readFileSync('apps/server/src/config/env.ts', 'utf8').matchAll(
  /^ {4}([A-Z][A-Z0-9_]+):/gm,
)) {
  if (!configuration.includes(`\`${key}\``))
    problems.push(`docs/configuration.md: ${key} (config/env.ts) is not described`);
}

if (problems.length > 0) {
  console.error(`The docs name what the repository does not have:\n${problems.join('\n')}`);
  process.exit(1);
}
