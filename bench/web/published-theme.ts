import { join } from 'node:path';
import { findPreset } from '@perks/contract';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { users } from '../../apps/server/src/db/schema/index.ts';
import { writePlatformTheme } from '../../apps/server/src/modules/themes/platform-theme.repository.ts';

/**
 * Publishes a preset as the platform theme straight into a stopped server's embedded database, as
 * the demo admin, with the app's own repository: what the Brand Themes tab's Publish does, without
 * signing in (the bench has no SMS gateway).
 */
export async function publishPresetInto(dataDir: string, presetId: string): Promise<void> {
  const theme = findPreset(presetId);
  if (!theme) throw new Error(`BENCH_THEME: no preset '${presetId}'`);
  const database = await openDatabase({
    pgliteDataDir: join(dataDir, 'pglite'),
    poolMax: 1,
    connectionTimeoutMs: 5000,
  });
  try {
    const [admin] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.is_admin, true))
      .limit(1);
    if (!admin) throw new Error('The demo data has no admin');
    await writePlatformTheme(database.db, theme, admin.id);
  } finally {
    await database.close();
  }
}
