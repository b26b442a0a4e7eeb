import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The contrib extensions our migrations create (pg_trgm: trigram indexes on passenger names,
 * decision 0066). PGlite bundles each separately and can CREATE EXTENSION only those it was started
 * with, so every PGlite of the repository (server, tests, benches) starts with these.
 */
export const pgliteExtensions = { pg_trgm };
