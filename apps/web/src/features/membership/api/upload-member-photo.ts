import type { TMemberPhoto } from '@perks/contract';
import { apiRequest } from '@/lib/api-client';
import { checkAgainstRouteTable } from '@/lib/api-response-check';
import { useWriteThenRead } from '@/lib/use-write-then-read';
import { membershipKeys } from './membership-keys';

/**
 * POST /uploads/member-photo as multipart (one `file`). The route table cannot type a multipart
 * body, so this call goes through the client directly, still checked against the table's answer.
 */
function uploadMemberPhoto(file: File) {
  const form = new FormData();
  form.append('file', file);
  return apiRequest('/uploads/member-photo', {
    method: 'POST',
    body: form,
    check: (status, answer) => checkAgainstRouteTable('POST /uploads/member-photo', status, answer),
  }) as Promise<TMemberPhoto>;
}

/** The member's own photo, added or changed; the card is fetched again to show it (and store it). */
export function useUploadMemberPhoto() {
  return useWriteThenRead(uploadMemberPhoto, [membershipKeys.card()]);
}
