import { rmSync } from 'node:fs';

/** Removes the throwaway data folder the server of this run wrote into. */
export default function globalTeardown(): void {
  const dataDir = process.env.HANGAR_E2E_DATA_DIR;
  if (dataDir?.includes('hangar-e2e-')) rmSync(dataDir, { recursive: true, force: true });
}
