// The server's own schema (not a copy): every engine runs the repo's tables and migrations.
export * from '../../../apps/server/src/db/schema';
