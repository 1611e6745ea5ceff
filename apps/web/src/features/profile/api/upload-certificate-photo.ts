import type { TCertificate } from '@perks/contract';
import { apiRequest } from '@/lib/api-client';
import { checkAgainstRouteTable } from '@/lib/api-response-check';
import { useWriteThenRead } from '@/lib/use-write-then-read';
import { profileKeys } from './profile-keys';

/**
 * POST /user/certificates/{id}/photo as multipart (one `file`). The route table cannot type a
 * multipart body, so this call goes through the client directly, still checked against the table.
 */
function uploadCertificatePhoto({ id, file }: { id: string; file: File }) {
  const form = new FormData();
  form.append('file', file);
  return apiRequest(`/user/certificates/${encodeURIComponent(id)}/photo`, {
    method: 'POST',
    body: form,
    check: (status, answer) => checkAgainstRouteTable('POST /user/certificates/{id}/photo', status, answer),
  }) as Promise<TCertificate>;
}

/** A photo of a certificate's card, added or changed; the list is fetched again to show it. */
export function useUploadCertificatePhoto() {
  return useWriteThenRead(uploadCertificatePhoto, [profileKeys.certificates()]);
}
