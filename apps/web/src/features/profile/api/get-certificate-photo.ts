import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import { profileKeys } from './profile-keys';

/**
 * GET /certificates/{id}/photo/{name}: a certificate card's photo. The server shows it only to the
 * holder and to the businesses they applied to, so it is fetched with the session (an <img> could
 * not send it) and shown from the Blob. The address changes with the photo, so it is kept for good.
 */
export function useCertificatePhoto(url: string | null) {
  return useQuery({
    ...readOptions(
      profileKeys.certificatePhoto(url ?? ''),
      // The address the API answered starts with the API's own prefix; the client adds it again.
      (signal) => apiRequest((url ?? '').replace(/^\/api\/v1/, ''), { blob: true, signal }) as Promise<Blob>,
      { staleTime: Number.POSITIVE_INFINITY },
    ),
    enabled: Boolean(url),
  });
}
