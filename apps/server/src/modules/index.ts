import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthRoutes } from './health/health.routes.ts';

/** Every feature's routes, mounted under /api/v1. Add a feature by adding one line here. */
export const featureRoutes: FastifyPluginAsyncZod[] = [healthRoutes];
