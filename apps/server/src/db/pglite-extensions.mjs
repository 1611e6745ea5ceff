// The contrib extensions every PGlite instance loads, in one place for the server, the cluster
// the build makes (build-cluster.mjs, a plain script) and the backup's restore: pg_trgm for the
// substring searches, cube and earthdistance for distance search (decision 099). A migration's
// CREATE EXTENSION fails on PGlite unless the extension is loaded here.
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export const PGLITE_EXTENSIONS = { pg_trgm, cube, earthdistance };
