import type { AppConfig } from './config/app-config.ts';
import type { Database, Db } from './db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    db: Db;
  }
}
