// The users module's public surface: sign-in's account upsert, the guards' account check, the DTO.
export { toAccount, toCurrentUser } from './user-dto.ts';
export { findAuthState, upsertUserOnSignIn } from './users.repository.ts';
