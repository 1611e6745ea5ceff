import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import { buildOpenApiDocument } from './openapi-document.ts';

/**
 * The API's reference for people who integrate with us: the OpenAPI 3.1 document at
 * `/api/v1/openapi.json` and a browsable Swagger UI at `/api/v1/docs`, both served from this
 * process (no third-party request). Mounted under the `/api/v1` prefix.
 */
export const openApiRoutes: FastifyPluginAsync = async (app) => {
  const document = buildOpenApiDocument();
  const body = JSON.stringify(document);

  app.get('/openapi.json', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('cache-control', 'public, max-age=300').send(body),
  );

  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: { url: '/api/v1/openapi.json', deepLinking: true },
  });
};
