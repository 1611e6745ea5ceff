/**
 * The admin user form's rules and words (docs/product.md, "Admin panel"). Both the form and the
 * server read them from here.
 */
export const USER_FORM_MESSAGES = {
  phoneTooShort: 'Phone number must be at least 10 digits',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  email: 'Please enter a valid email address',
  profilePictureUrl: 'Profile picture URL must be a valid http(s) address',
  selectUser: 'Please select a user to update.',
  userIdRequired: 'User ID is required',
  deleteConfirm: 'Are you sure you want to delete this user?',
  deleted: 'User deleted successfully!',
} as const;

/** The checklist the form shows under its submit button. */
export const USER_FORM_CHECKLIST = [
  'Valid phone number (10+ digits)',
  'First and last name',
  'Valid email address (if provided)',
] as const;

export const USER_PHONE_MIN_LENGTH = 10;
export const USER_NAME_MAX_LENGTH = 100;
export const USER_EMAIL_MAX_LENGTH = 254;
export const USER_URL_MAX_LENGTH = 2048;

/** What the server refuses so an admin panel cannot lock its admins out. */
export const ADMIN_USER_MESSAGES = {
  notFound: 'User not found',
  phoneTaken: 'Another account already uses this phone number',
  selfDemote: 'You cannot remove your own administrator access',
  selfDeactivate: 'You cannot deactivate your own account',
  selfDelete: 'You cannot delete your own account',
  lastAdmin: 'The last active administrator cannot be demoted, deactivated or deleted',
} as const;
