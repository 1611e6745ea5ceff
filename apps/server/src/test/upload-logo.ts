import type { FastifyInstance } from 'fastify';

/** POST /uploads/business-image of a PNG as a business's logo, in the multipart form the admin screen sends. */
export async function uploadLogo(
  app: FastifyInstance,
  auth: Record<string, string>,
  businessId: string,
  png: Buffer,
) {
  const form = new FormData();
  form.append('file', new Blob([png], { type: 'image/png' }), 'logo.png');
  form.append('businessId', businessId);
  form.append('imageType', 'logo');
  const encoded = new Response(form);
  return app.inject({
    method: 'POST',
    url: '/api/v1/uploads/business-image',
    headers: { 'content-type': encoded.headers.get('content-type')!, ...auth },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}
