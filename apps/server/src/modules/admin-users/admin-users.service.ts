import { ADMIN_USER_MESSAGES, type TAdminUser, type TAdminUserInput } from '@perks/contract';
import type { FastifyBaseLogger } from 'fastify';
import { lockAdmins } from '../../db/admins-lock.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { NewUserRow, UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ImageStore } from '../../lib/images/image-store.ts';
import { eraseAccount, removeErasedPhoto } from '../account-data/index.ts';
import { changedFields, recordAuditBy } from '../audit/index.ts';
import { AUTH_MESSAGES, requireE164, revokeUserFamilies } from '../auth/index.ts';
import {
  countOtherActiveAdmins,
  findAdminUser,
  findUserRow,
  insertUser,
  updateUserRow,
} from './admin-users.repository.ts';

/** The fields an admin write can change, and so the ones its audit row compares. */
const AUDITED_FIELDS = [
  'phone',
  'first_name',
  'last_name',
  'email',
  'role',
  'status',
  'is_admin',
  'is_active',
  'profile_picture_url',
] as const satisfies readonly (keyof UserRow)[];

export interface Actor {
  id: string;
}

/** The form's values as columns: the role picks the admin flag, the status the active flag. */
function toColumns(
  input: TAdminUserInput,
): Omit<NewUserRow, 'id'> & { is_admin: boolean; is_active: boolean } {
  return {
    phone: requireE164(input.phone),
    first_name: input.first_name,
    last_name: input.last_name,
    email: input.email ?? null,
    role: input.role,
    is_admin: input.role === 'admin',
    status: input.status,
    is_active: input.status === 'active',
    profile_picture_url: input.profile_picture_url ?? null,
  };
}

function isUniquePhoneViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string; constraint?: string } })?.cause ?? error;
  const { code, constraint } = cause as { code?: string; constraint?: string };
  return code === '23505' && (constraint === undefined || constraint.includes('phone'));
}

async function withPhoneConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniquePhoneViolation(error)) {
      throw new AppError('CONFLICT', ADMIN_USER_MESSAGES.phoneTaken, { field: 'phone' });
    }
    throw error;
  }
}

/**
 * An admin panel must never lock its admins out: no self-demotion, and one active admin stays.
 * Runs under the admins' lock (`lockAdmins`, taken first in the write's transaction) and reads the
 * target again under it, so two admins demoting each other at the same moment cannot both pass:
 * the second one counts what the first committed. The actor is read again too: an admin demoted,
 * deactivated or deleted while their request waited no longer acts as one.
 */
async function assertKeepsAnAdmin(
  tx: Tx,
  actor: Actor,
  id: string,
  next: { is_admin: boolean; is_active: boolean } | 'deleted',
): Promise<UserRow> {
  const target = await findUserRow(tx, id);
  if (!target) throw new AppError('NOT_FOUND', ADMIN_USER_MESSAGES.notFound);
  const self = target.id === actor.id;
  if (next === 'deleted') {
    if (self) throw new AppError('CONFLICT', ADMIN_USER_MESSAGES.selfDelete);
  } else {
    if (self && !next.is_admin) throw new AppError('CONFLICT', ADMIN_USER_MESSAGES.selfDemote);
    if (self && !next.is_active) throw new AppError('CONFLICT', ADMIN_USER_MESSAGES.selfDeactivate);
  }
  const losesAnAdmin =
    target.is_admin && target.is_active && (next === 'deleted' || !next.is_admin || !next.is_active);
  if (!losesAnAdmin) return target;
  if ((await countOtherActiveAdmins(tx, target.id)) === 0) {
    throw new AppError('CONFLICT', ADMIN_USER_MESSAGES.lastAdmin);
  }
  const acting = self ? target : await findUserRow(tx, actor.id);
  if (!acting?.is_admin || !acting.is_active) throw new AppError('FORBIDDEN', AUTH_MESSAGES.adminRequired);
  return target;
}

/** POST /users: the account, its audit row, in one transaction. */
export async function createUser(db: Db, actor: Actor, input: TAdminUserInput): Promise<TAdminUser> {
  const values = toColumns(input);
  const id = await withPhoneConflict(() =>
    db.transaction(async (tx) => {
      const row = await insertUser(tx, values);
      await recordAuditBy(tx, actor.id, {
        action: 'user.create',
        entityType: 'user',
        entityId: row.id,
        changes: changedFields(null, row, AUDITED_FIELDS),
      });
      return row.id;
    }),
  );
  return (await findAdminUser(db, id))!;
}

/**
 * PUT /users/{userId}. Deactivating ends the person's sign-ins in the same transaction, so their
 * next request is refused (guards also re-read the account on every request).
 */
export async function updateUser(
  db: Db,
  actor: Actor,
  id: string,
  input: TAdminUserInput,
): Promise<TAdminUser> {
  const values = toColumns(input);
  await withPhoneConflict(() =>
    db.transaction(async (tx) => {
      await lockAdmins(tx);
      const before = await assertKeepsAnAdmin(tx, actor, id, values);
      const after = await updateUserRow(tx, id, values);
      if (before.is_active && !after.is_active) await revokeUserFamilies(tx, id, 'all');
      const changes = changedFields(before, after, AUDITED_FIELDS);
      if (Object.keys(changes).length > 0) {
        await recordAuditBy(tx, actor.id, {
          action: 'user.update',
          entityType: 'user',
          entityId: id,
          changes,
        });
      }
    }),
  );
  return (await findAdminUser(db, id))!;
}

/**
 * DELETE /users/{userId}: the same deletion as the person's own (`eraseAccount`, decision 106):
 * their own records go, what others keep stays without anything that names them, and a person who
 * owns a business is refused until it is handed over. One transaction with the audit row, which
 * names no personal data (only the account's id); the photo file goes after the commit.
 */
export async function deleteUser(
  db: Db,
  store: ImageStore,
  log: FastifyBaseLogger,
  actor: Actor,
  id: string,
): Promise<void> {
  const erased = await db.transaction(async (tx) => {
    await lockAdmins(tx);
    await assertKeepsAnAdmin(tx, actor, id, 'deleted');
    const gone = await eraseAccount(tx, id);
    await recordAuditBy(tx, actor.id, {
      action: 'user.delete',
      entityType: 'user',
      entityId: id,
      changes: {},
    });
    return gone;
  });
  await removeErasedPhoto(db, store, log, erased);
}
