import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../bench/lib/server.ts';

const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();

/**
 * The release before the newest migration: the first parent of the last commit that changed
 * apps/server/drizzle (PREVIOUS_RELEASE, any git revision, picks another). Null, with the reason,
 * when git or that history is not there (a shallow clone).
 */
export function previousRelease(): { rev: string; subject: string } | { missing: string } {
  try {
    const rev =
      process.env.PREVIOUS_RELEASE ?? `${git('log', '-1', '--format=%H', '--', 'apps/server/drizzle')}^`;
    const full = git('rev-parse', '--verify', '--quiet', `${rev}^{commit}`);
    return { rev: full, subject: git('log', '-1', '--format=%h %s', full) };
  } catch (error) {
    return {
      missing: `no previous release in this clone's history (${(error as Error).message.split('\n')[0]})`,
    };
  }
}

/**
 * That commit's files in a temporary directory (`git archive`, so the repository's worktrees stay
 * as they are), with this checkout's installed packages linked in (an `npm ci` there would take
 * minutes; the packages a release uses change rarely, and a missing one fails the build loudly),
 * and its server bundled by its own build script. Answers the bundle's path and a cleanup.
 */
export async function buildRelease(rev: string): Promise<{ bundle: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'perks-previous-'));
  execFileSync('sh', ['-c', `git archive --format=tar "${rev}" | tar -x -C "${dir}"`], { cwd: ROOT });
  // node_modules of its own whose entries link to this checkout's, except the workspaces, which
  // are that commit's own sources.
  await mkdir(join(dir, 'node_modules', '@perks'), { recursive: true });
  for (const entry of await readdir(join(ROOT, 'node_modules'))) {
    if (entry === '@perks') continue;
    await symlink(join(ROOT, 'node_modules', entry), join(dir, 'node_modules', entry));
  }
  for (const [name, path] of [
    ['contract', 'packages/contract'],
    ['server', 'apps/server'],
    ['web', 'apps/web'],
  ] as const) {
    await symlink(join(dir, path), join(dir, 'node_modules', '@perks', name));
  }
  for (const workspace of ['apps/server', 'apps/web', 'packages/contract']) {
    const own = join(ROOT, workspace, 'node_modules');
    const there = await readdir(own).catch(() => null);
    if (there) await symlink(own, join(dir, workspace, 'node_modules'));
  }
  const bundle = join(dir, 'apps/server/dist/server.js');
  execFileSync(process.execPath, ['build.mjs', bundle], { cwd: join(dir, 'apps/server'), stdio: 'inherit' });
  return { bundle, remove: () => rm(dir, { recursive: true, force: true }) };
}
