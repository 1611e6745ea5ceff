// The account-data module's public surface: the one deletion path the admin panel shares, and the
// download's job for the app to declare.
export { eraseAccount, removeErasedPhoto } from './account-deletion.service.ts';
export { registerDataExportJob } from './data-export.service.ts';
