import type { BusinessImageType, TBusinessImageUpload } from '@perks/contract';
import { apiRequest } from '@/lib/api-client';
import { checkAgainstRouteTable } from '@/lib/api-response-check';
import { useAdminWrite } from './use-admin-write';

/**
 * POST /uploads/business-image as multipart (file, businessId, imageType). The route table cannot
 * type a multipart body, so this one call goes through the client directly, still checked against
 * the table's answer.
 */
function uploadBusinessImage(input: { businessId: string; imageType: BusinessImageType; file: File }) {
  const form = new FormData();
  form.append('businessId', input.businessId);
  form.append('imageType', input.imageType);
  form.append('file', input.file);
  return apiRequest('/uploads/business-image', {
    method: 'POST',
    body: form,
    check: (status, answer) => checkAgainstRouteTable('POST /uploads/business-image', status, answer),
  }) as Promise<TBusinessImageUpload>;
}

export function useUploadBusinessImage() {
  return useAdminWrite(uploadBusinessImage);
}
