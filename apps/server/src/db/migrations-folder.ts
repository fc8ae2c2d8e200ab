import { fileURLToPath } from 'node:url';

/**
 * drizzle-kit's output folder. Resolved beside this module when run from source, and beside the
 * bundle (dist/migrations, copied by build.mjs) when run from the build.
 */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
