import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type DataExportRow, dataExports } from '../../db/schema/index.ts';

/** The download's row as its status reads it: everything but the archive's bytes. */
const statusColumns = {
  id: dataExports.id,
  user_id: dataExports.user_id,
  key_hash: dataExports.key_hash,
  status: dataExports.status,
  byte_size: dataExports.byte_size,
  expires_at: dataExports.expires_at,
  created_at: dataExports.created_at,
};
export type DataExportStatusRow = Omit<DataExportRow, 'archive'>;

export async function insertDataExport(
  db: Executor,
  values: { user_id: string; key_hash: string; expires_at: Date; archive: Buffer | null },
): Promise<DataExportStatusRow> {
  const [row] = await db
    .insert(dataExports)
    .values({
      ...values,
      status: values.archive ? 'ready' : 'building',
      byte_size: values.archive?.length ?? null,
    })
    .returning(statusColumns);
  return row!;
}

/** One of the person's downloads that has not expired. */
export async function findOwnDataExport(
  db: Executor,
  userId: string,
  id: string,
): Promise<DataExportStatusRow | undefined> {
  const [row] = await db
    .select(statusColumns)
    .from(dataExports)
    .where(
      and(eq(dataExports.id, id), eq(dataExports.user_id, userId), sql`${dataExports.expires_at} > now()`),
    );
  return row;
}

/** A download by its id alone (the link's key is checked by the caller), with its bytes. */
export async function findDataExportFile(db: Executor, id: string): Promise<DataExportRow | undefined> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, id), sql`${dataExports.expires_at} > now()`));
  return row;
}

/** The queued build's row, when it is still waiting for its archive. */
export async function findBuildingExport(db: Executor, id: string): Promise<DataExportStatusRow | undefined> {
  const [row] = await db
    .select(statusColumns)
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'building')));
  return row;
}

export async function finishDataExport(db: Executor, id: string, archive: Buffer | null): Promise<void> {
  await db
    .update(dataExports)
    .set(
      archive
        ? { status: 'ready', archive, byte_size: archive.length }
        : { status: 'failed', archive: null, byte_size: null },
    )
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'building')));
}
