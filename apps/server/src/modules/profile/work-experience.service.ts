import {
  type TWorkExperience,
  type TWorkExperienceWrite,
  WORK_EXPERIENCE_LIMITS,
  WORK_EXPERIENCE_MESSAGES,
} from '@perks/contract';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { assertCanEditProfile } from './profile-access.ts';
import {
  deleteWorkExperience,
  insertWorkExperience,
  lockAndCountEntries,
  updateWorkExperience,
} from './work-experience.repository.ts';
import { toWorkExperience } from './work-experience-dto.ts';

/**
 * Changes to a work history (docs/product.md, "Profiles and work experience"). Each runs in one
 * transaction: the right to write is checked first, and a refusal writes nothing.
 */

export function addWorkExperience(
  db: Db,
  viewer: AuthUser,
  userId: string,
  entry: TWorkExperienceWrite,
): Promise<TWorkExperience> {
  return db.transaction(async (tx) => {
    await assertCanEditProfile(tx, viewer, userId);
    if ((await lockAndCountEntries(tx, userId)) >= WORK_EXPERIENCE_LIMITS.entriesPerPerson) {
      throw new AppError('UNPROCESSABLE', WORK_EXPERIENCE_MESSAGES.tooMany);
    }
    return toWorkExperience(await insertWorkExperience(tx, userId, entry));
  });
}

export function replaceWorkExperience(
  db: Db,
  viewer: AuthUser,
  userId: string,
  id: string,
  entry: TWorkExperienceWrite,
): Promise<TWorkExperience> {
  return db.transaction(async (tx) => {
    await assertCanEditProfile(tx, viewer, userId);
    const row = await updateWorkExperience(tx, userId, id, entry);
    if (!row) throw notFound(WORK_EXPERIENCE_MESSAGES.notFound);
    return toWorkExperience(row);
  });
}

export function removeWorkExperience(db: Db, viewer: AuthUser, userId: string, id: string): Promise<void> {
  return db.transaction(async (tx) => {
    await assertCanEditProfile(tx, viewer, userId);
    if (!(await deleteWorkExperience(tx, userId, id))) throw notFound(WORK_EXPERIENCE_MESSAGES.notFound);
  });
}
