import { api } from '@/lib/api-client';
import { useWriteThenRead } from '@/lib/use-write-then-read';
import { profileKeys } from './profile-keys';

/** DELETE /user/certificates/{id}: the certificate and its photo. */
function deleteCertificate(id: string) {
  return api.delete('/user/certificates/{id}', { params: { id } });
}

export function useDeleteCertificate() {
  return useWriteThenRead(deleteCertificate, [profileKeys.certificates()]);
}
