import { z } from 'zod';

/**
 * The member's photo (decision 060): optional, uploaded by the member only, through the image
 * pipeline of decision 042 (multipart `file`; PNG, JPEG, WebP or GIF by its bytes; at most 5 MB;
 * re-encoded without metadata). The card shows it, and the partner's check page shows it beside
 * the name, so a borrowed phone is obvious. Stored in the user's `profile_picture_url`.
 */
export const MEMBER_PHOTO_PATH = '/uploads/member-photos';

/** A photo fits inside this box (never enlarged): sharp on a phone screen, small to keep offline. */
export const MEMBER_PHOTO_MAX_SIZE = { width: 512, height: 512 } as const;

export const MEMBER_PHOTO_MESSAGES = {
  tooManyParts: 'Send one image, nothing more',
  uploaded: 'Photo updated',
  removed: 'Photo removed',
  failed: 'Failed to upload photo',
  removeFailed: 'Failed to remove photo',
} as const;

/** The answer of the photo routes: where the member's photo is served, or null without one. */
export const ZMemberPhoto = z.object({ photo_url: z.string().nullable() });
export type TMemberPhoto = z.infer<typeof ZMemberPhoto>;

const UPLOADED_PHOTO = /^\/uploads\/member-photos\/[a-f0-9]{32}\.(png|jpg|webp|gif)$/;

/**
 * The photo to show for a person: their `profile_picture_url` when it is a photo uploaded here.
 * An address typed into the admin's user form elsewhere is not shown on the card or the check
 * page: the site loads images from itself only, and a picture anyone can swap proves nothing.
 */
export function memberPhotoUrl(profilePictureUrl: string | null | undefined): string | null {
  return profilePictureUrl && UPLOADED_PHOTO.test(profilePictureUrl) ? profilePictureUrl : null;
}
