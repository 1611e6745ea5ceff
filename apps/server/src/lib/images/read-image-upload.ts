import { BUSINESS_IMAGE_MESSAGES } from '@perks/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error.ts';

const statusOf = (error: unknown) => (error as { statusCode?: number }).statusCode;
const codeOf = (error: unknown) => (error as { code?: string }).code;

export interface ReadUpload<Field extends string> {
  bytes: Buffer | undefined;
  fields: Partial<Record<Field, string>>;
}

/**
 * An image upload's multipart form: the `file` part and the named text fields, in any order (the
 * message `tooManyParts` says what the form holds); the file is read up to the size limit the route's multipart plugin sets, and no further.
 */
export async function readImageUpload<Field extends string>(
  request: FastifyRequest,
  form: { fields: readonly Field[]; tooManyParts: string },
): Promise<ReadUpload<Field>> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data', { field: 'file' });
  }
  const upload: ReadUpload<Field> = { bytes: undefined, fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'file' && !upload.bytes) upload.bytes = await part.toBuffer();
        else part.file.resume();
      } else if ((form.fields as readonly string[]).includes(part.fieldname)) {
        upload.fields[part.fieldname as Field] =
          typeof part.value === 'string' ? part.value.trim() : undefined;
      }
    }
  } catch (error) {
    if (codeOf(error) === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', BUSINESS_IMAGE_MESSAGES.tooLarge, { field: 'file' });
    }
    // More files, fields or parts than the form has.
    if (statusOf(error) === 413) throw new AppError('PAYLOAD_TOO_LARGE', form.tooManyParts);
    // A body that is not well-formed multipart (cut short, a wrong boundary) is the sender's fault.
    throw new AppError('BAD_REQUEST', BUSINESS_IMAGE_MESSAGES.malformed, { field: 'file' });
  }
  return upload;
}
