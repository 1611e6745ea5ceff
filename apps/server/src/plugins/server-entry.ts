import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { ServerEntry } from '@perks/contract';

/**
 * The web build's server entry (`apps/web/dist-server/entry-server.js`), imported at run time
 * rather than bundled into the server: it is built by Vite with the web app's own settings and
 * changes with every web build. Null when it has not been built (tests with a stand-in web
 * directory, a server started before `npm run build`): pages are then the plain shell.
 */
export async function loadServerEntry(path: string): Promise<ServerEntry | null> {
  if (!existsSync(path)) return null;
  return (await import(pathToFileURL(path).href)) as ServerEntry;
}
