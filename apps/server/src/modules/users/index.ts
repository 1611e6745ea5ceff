// The users module's public surface: sign-in's account upsert, the guards' account check, the DTO,
// and the account lookup profiles read.
export { MEMBER_PHOTO_FOLDER, removeUnusedPhoto } from './member-photo.service.ts';
export { toAccount, toCurrentUser } from './user-dto.ts';
export { findAuthState, findUserById, managesAnyBusiness, upsertUserOnSignIn } from './users.repository.ts';
