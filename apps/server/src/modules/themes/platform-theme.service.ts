import { DEFAULT_THEME_ID, type TPlatformTheme, type TTheme } from '@perks/contract';
import type { Db } from '../../db/client.ts';
import { recordAuditBy } from '../audit/index.ts';
import { deletePlatformTheme, readPlatformTheme, writePlatformTheme } from './platform-theme.repository.ts';

/** How the trail names a theme: its name and id, or the default. */
const themeLabel = (theme: TTheme | null) =>
  theme ? `${theme.name} (${theme.id})` : `default (${DEFAULT_THEME_ID})`;

/**
 * Publishes `theme` (or, with null, goes back to the default) and records who did it and what the
 * platform theme was before, in one transaction.
 */
export async function setPlatformTheme(
  db: Db,
  actorId: string,
  theme: TTheme | null,
): Promise<TPlatformTheme> {
  await db.transaction(async (tx) => {
    const before = await readPlatformTheme(tx);
    if (theme) await writePlatformTheme(tx, theme, actorId);
    else await deletePlatformTheme(tx);
    await recordAuditBy(tx, actorId, {
      action: theme ? 'theme.publish' : 'theme.reset',
      entityType: 'platform_theme',
      entityId: 'platform',
      changes: { theme: { from: themeLabel(before.theme), to: themeLabel(theme) } },
    });
  });
  return readPlatformTheme(db);
}
