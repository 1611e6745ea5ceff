import type { AppConfig } from './config/app-config.ts';
import type { Database, Db } from './db/client.ts';
import type { PlatformThemeStyle } from './modules/themes/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    db: Db;
    /** The published platform theme's <style> for every page's <head>. */
    platformThemeStyle: PlatformThemeStyle;
  }
}
