import { refuseDataFolder, type DatabaseRefusedError } from '../data-folder';
import { refuseFullDisk } from '../data-folder-space';

interface KnownCause {
  /** Matches PostgreSQL's own reason for not starting. */
  reason: RegExp;
  problem: string;
  remedy: string;
  /** Worth another try a moment later, before refusing. */
  passing?: boolean;
}

/**
 * Reasons PostgreSQL gives for not starting on a cluster that are not about its data: the folder
 * is sound, so the refusal names what is wrong around it instead of suggesting a restore (a full
 * disk too: see refuseStart).
 */
const CAUSES_AROUND_THE_DATA: KnownCause[] = [
  {
    reason: /lock file "postmaster\.pid" already exists|Is another postmaster|and does not stop/,
    problem: 'another PostgreSQL runs on it',
    remedy: 'Stop that PostgreSQL, or set DATA_DIR to another folder',
  },
  {
    reason: /pre-existing shared memory block .* is still in use/,
    problem: 'processes of an earlier PostgreSQL on it still run',
    remedy:
      'Stop them (they exit by themselves within seconds after their server was killed), then start again',
    passing: true,
  },
  {
    reason: /Permission denied|has wrong ownership|has invalid permissions|Operation not permitted/,
    problem: 'PostgreSQL may not use its files',
    remedy: 'Give the folder and its files back to the user PostgreSQL runs as, then start again',
  },
  {
    reason: /shared memory|Cannot allocate memory|out of memory/i,
    problem: 'the machine has not enough memory for it',
    remedy: 'Free some memory, then start again',
  },
];

function causeOf(reason: string): KnownCause | undefined {
  return CAUSES_AROUND_THE_DATA.find((cause) => cause.reason.test(reason));
}

/** True when PostgreSQL's `reason` for not starting may pass by itself within seconds. */
export function mayPass(reason: string): boolean {
  return causeOf(reason)?.passing === true;
}

/**
 * The refusal of the cluster in `clusterDir` that PostgreSQL would not start on, quoting its
 * `reason`. Restoring a backup is suggested only when nothing around the data explains it.
 */
export function refuseStart(clusterDir: string, reason: string): DatabaseRefusedError {
  if (/No space left on device|Disk quota exceeded/.test(reason)) {
    return refuseFullDisk(clusterDir, `PostgreSQL cannot start: ${reason}`);
  }
  const problem = `PostgreSQL cannot start on it (${reason})`;
  const cause = causeOf(reason);
  if (!cause) return refuseDataFolder(clusterDir, problem);
  return refuseDataFolder(clusterDir, `${cause.problem}: ${problem}`, cause.remedy, {
    damaged: false,
  });
}
