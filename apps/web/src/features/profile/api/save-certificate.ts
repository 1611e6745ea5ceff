import type { TCertificate, TCertificateInput } from '@perks/contract';
import { api } from '@/lib/api-client';
import { useWriteThenRead } from '@/lib/use-write-then-read';
import { profileKeys } from './profile-keys';

/** POST /user/certificates, or PUT /user/certificates/{id} when `id` is given. */
function saveCertificate(id: string | undefined, body: TCertificateInput): Promise<TCertificate> {
  return id
    ? api.put('/user/certificates/{id}', { params: { id }, body })
    : api.post('/user/certificates', { body });
}

export function useSaveCertificate(id?: string) {
  return useWriteThenRead(
    (body: TCertificateInput) => saveCertificate(id, body),
    [profileKeys.certificates()],
  );
}
