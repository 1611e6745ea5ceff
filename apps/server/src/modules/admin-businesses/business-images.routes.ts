import multipart from '@fastify/multipart';
import { BUSINESS_IMAGE_MESSAGES, MAX_IMAGE_BYTES } from '@perks/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { created } from '../../routing/reply.ts';
import { serveRoute } from '../../routing/serve-route.ts';
import { type ImageUpload, uploadBusinessImage } from './business-images.service.ts';

const statusOf = (error: unknown) => (error as { statusCode?: number }).statusCode;
const codeOf = (error: unknown) => (error as { code?: string }).code;

/** The form's three parts, in any order; the file is read up to the size limit and no further. */
async function readUpload(request: FastifyRequest): Promise<ImageUpload> {
  const upload: ImageUpload = { businessId: undefined, imageType: undefined, bytes: undefined };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'file' && !upload.bytes) upload.bytes = await part.toBuffer();
        else part.file.resume();
      } else if (part.fieldname === 'businessId' || part.fieldname === 'imageType') {
        upload[part.fieldname] = typeof part.value === 'string' ? part.value.trim() : undefined;
      }
    }
  } catch (error) {
    if (codeOf(error) === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', BUSINESS_IMAGE_MESSAGES.tooLarge, { field: 'file' });
    }
    // More files, fields or parts than the form has.
    if (statusOf(error) === 413)
      throw new AppError('PAYLOAD_TOO_LARGE', BUSINESS_IMAGE_MESSAGES.tooManyParts);
    // A body that is not well-formed multipart (cut short, a wrong boundary) is the sender's fault.
    throw new AppError('BAD_REQUEST', BUSINESS_IMAGE_MESSAGES.malformed, { field: 'file' });
  }
  return upload;
}

/**
 * Business image uploads (decision 042). Multipart is accepted here and nowhere else, with one
 * file of at most MAX_IMAGE_BYTES and a few short fields.
 */
export const businessImagesRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 4, fieldSize: 200, parts: 6, headerPairs: 50 },
  });

  serveRoute(app, 'POST /uploads/business-image', async (request) => {
    if (!request.isMultipart()) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data', {
        field: 'file',
      });
    }
    const upload = await readUpload(request);
    const data = await uploadBusinessImage(app.db, app.imageStore, request.log, currentUser(request), upload);
    return created(data);
  });
};
