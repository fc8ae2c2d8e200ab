import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

type Schema = typeof schema;
/** The one database type services and repositories use, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
