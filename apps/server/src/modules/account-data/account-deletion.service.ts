import { randomInt } from 'node:crypto';
import { ACCOUNT_DATA_MESSAGES, ADMIN_USER_MESSAGES } from '@perks/contract';
import type { FastifyBaseLogger } from 'fastify';
import { lockAdmins } from '../../db/admins-lock.ts';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { ImageStore } from '../../lib/images/image-store.ts';
import { removeUnusedCertificatePhoto } from '../profile/index.ts';
import { removeUnusedPhoto } from '../users/index.ts';
import {
  anonymizeReviews,
  countOtherActiveAdmins,
  deleteByPhoneAndEmail,
  deleteOwnRows,
  emptyAccount,
  emptyOwnMessages,
  endSignIns,
  lockAccount,
  ownedBusinesses,
  scrubAuditRows,
  withdrawAndEmptyApplications,
} from './account-deletion.repository.ts';

/**
 * A stand-in for the phone of a deleted account: +999 (a country code no network is given) and
 * eleven random digits, so it is unique, never anyone's number, and says nothing about the person.
 */
function placeholderPhone(): string {
  return `+999${String(randomInt(0, 10 ** 11)).padStart(11, '0')}`;
}

/** What the caller removes once the deletion has committed: the photo files, if no one else has them. */
export interface ErasedAccount {
  photo: string | null;
  certificatePhotos: string[];
}

/**
 * A person who owns a business may not go with it: a business shared with other owners or managers
 * is handed over first (409, the person removes themselves), a business they alone run is closed
 * first (409, by the support team or another owner). Read again inside the deletion.
 */
export async function assertOwnsNoBusiness(db: Executor, userId: string): Promise<void> {
  const owned = await ownedBusinesses(db, userId);
  if (owned.some((business) => business.others > 0)) {
    throw new AppError('CONFLICT', ACCOUNT_DATA_MESSAGES.sharedBusiness);
  }
  if (owned.length > 0) throw new AppError('CONFLICT', ACCOUNT_DATA_MESSAGES.soleOwner);
}

/**
 * Deletes a person's account (docs/product.md, "Your data"; decision 106), in the caller's
 * transaction: the person's own records go, the records others keep (applications, reviews,
 * check-ins, audit rows, a staff list's line) stay without anything that names them. A person who
 * owns a business is refused (409) until it is handed over or closed. The one path for the person
 * themselves and for an admin.
 */
export async function eraseAccount(tx: Tx, userId: string): Promise<ErasedAccount> {
  const user = await lockAccount(tx, userId);
  if (!user || user.deleted_at) throw notFound(ACCOUNT_DATA_MESSAGES.alreadyDeleted);
  await assertOwnsNoBusiness(tx, userId);

  await withdrawAndEmptyApplications(tx, userId, user.created_at);
  await emptyOwnMessages(tx, userId);
  const certificatePhotos = await deleteOwnRows(tx, userId);
  await deleteByPhoneAndEmail(tx, userId, user.phone, user.email);
  await anonymizeReviews(tx, userId);
  await endSignIns(tx, userId);
  await scrubAuditRows(tx, userId, user.phone, user.email);
  await emptyAccount(tx, userId, placeholderPhone());
  return { photo: user.profile_picture_url, certificatePhotos };
}

/** Removes the deleted account's photo files after the commit (a failure is logged, never undone). */
export async function removeErasedPhoto(
  db: Db,
  store: ImageStore,
  log: FastifyBaseLogger,
  erased: ErasedAccount,
): Promise<void> {
  await removeUnusedPhoto(db, store, log, erased.photo);
  for (const name of erased.certificatePhotos) await removeUnusedCertificatePhoto(db, store, log, name);
}

/**
 * POST /user/account/delete, after the code was checked: one transaction. An admin deleting
 * themselves is refused while they are the last active admin, as in the admin panel.
 */
export async function deleteOwnAccount(
  db: Db,
  store: ImageStore,
  log: FastifyBaseLogger,
  userId: string,
): Promise<void> {
  const erased = await db.transaction(async (tx) => {
    await lockAdmins(tx);
    const user = await lockAccount(tx, userId);
    if (user?.is_admin && user.is_active && (await countOtherActiveAdmins(tx, userId)) === 0) {
      throw new AppError('CONFLICT', ADMIN_USER_MESSAGES.lastAdmin);
    }
    return eraseAccount(tx, userId);
  });
  await removeErasedPhoto(db, store, log, erased);
}
