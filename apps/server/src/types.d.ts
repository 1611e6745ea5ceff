import type { Database, Db } from './db/client.ts';
import type { AppConfig } from './config/app-config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    db: Db;
  }
}
