import type { BusinessImageType, TBusinessImageUpload } from '@perks/contract';
import { apiRequest } from '@/lib/api-client';
import { checkAgainstRouteTable } from '@/lib/api-response-check';
import { useWriteThenRead } from '@/lib/use-write-then-read';
import { businessKeys } from './business-keys';

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

/**
 * An admin's, an owner's or a manager's upload (the server checks which); afterwards the business
 * screens read the business again (the admin form refreshes its own lists).
 */
export function useUploadBusinessImage() {
  return useWriteThenRead(uploadBusinessImage, [businessKeys.all]);
}
