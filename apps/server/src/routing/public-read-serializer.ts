import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';

/**
 * A route option for public reads whose bodies are built field by field by an allowlist mapper
 * (toPublicJob, toDirectoryBusiness): in production the body is written with JSON.stringify;
 * in development and tests it is still encoded through the route's response schema, so a body
 * that drifts from the contract fails the suite. The zod pass re-copies and re-checks every field
 * of every row (0.2 ms of a list request's 1 ms of CPU), which the mapper has already made safe.
 * See docs/decisions/011-api-read-path.md.
 */
export function publicReadSerializer(nodeEnv: string): FastifySerializerCompiler<unknown> {
  if (nodeEnv !== 'production') return serializerCompiler as FastifySerializerCompiler<unknown>;
  return () => (data: unknown) => JSON.stringify(data);
}
