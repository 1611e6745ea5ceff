import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './server.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface FrameShare {
  frame: string;
  /** Share of the process's busy samples (idle left out) spent in the frame itself. */
  share: number;
}

/** Where a frame's code comes from: an npm package's name, node's own, or the app's bundle. */
function origin(url: string): string {
  if (!url) return '(native)';
  if (url.startsWith('node:')) return 'node';
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (match) return match[1]!;
  return relative(ROOT, url.replace(/^file:\/\//, ''));
}

/**
 * The frames a `--cpu-prof` profile spent most self time in, and the same by origin (package),
 * busy time only: `(idle)` is the event loop waiting, not work.
 */
export function summarizeProfile(
  path: string,
  top = 15,
): { frames: FrameShare[]; origins: FrameShare[]; busyMs: number } {
  const profile = JSON.parse(readFileSync(path, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, index) => {
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  const frames = new Map<string, number>();
  const origins = new Map<string, number>();
  let busy = 0;
  for (const [id, us] of selfUs) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    if (functionName === '(idle)') continue;
    busy += us;
    const where = origin(url);
    const frame = `${functionName || '(anonymous)'} ${where}${url ? `:${lineNumber + 1}` : ''}`;
    frames.set(frame, (frames.get(frame) ?? 0) + us);
    origins.set(where, (origins.get(where) ?? 0) + us);
  }
  const ranked = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([frame, us]) => ({ frame, share: us / busy }));
  return { frames: ranked(frames), origins: ranked(origins), busyMs: busy / 1000 };
}

/** The newest `.cpuprofile` in a directory. */
export function newestProfile(dir: string): string | null {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .sort();
  return files.length ? join(dir, files.at(-1)!) : null;
}
