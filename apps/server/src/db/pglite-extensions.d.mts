import type { Extension } from '@electric-sql/pglite';

export const PGLITE_EXTENSIONS: { pg_trgm: Extension; cube: Extension; earthdistance: Extension };
