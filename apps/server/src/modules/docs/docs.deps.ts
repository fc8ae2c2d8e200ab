import type { Config } from '../../config';
import type { CpuPool } from '../../cpu/cpu-pool';
import type { Database } from '../../db/client';
import type { EventBus } from '../../events/bus';
import type { RateLimiter } from '../../http/rate-limit';
import type { JobQueue } from '../../jobs/job-queue';
import type { FileStorage } from '../../storage/file-storage';
import type { RateLimitPolicies } from '../auth/auth-rate-limits';
import type { TrashBin } from '../shared/shared.deps';
import type { DocTreeCache } from './docs-tree-cache';

/** What the docs module needs of live editing (implemented by src/live). */
export interface LiveDocs {
  /** The freshest content: the live one when the doc is open, else the saved one. */
  currentState(docId: number): Promise<Uint8Array | null>;
  /** Replaces the content, for everyone editing it too. */
  replaceContent(docId: number, state: Uint8Array): Promise<void>;
  /**
   * Reconnects the docs' editors on every instance, once the change that affects what they may
   * do (deleted, archived, locked, unlocked) has committed: each is let back in as far as the doc
   * now allows.
   */
  resetDocs(docIds: number[]): Promise<void>;
}

export interface DocsDeps {
  db: Database;
  bus: EventBus;
  live: LiveDocs;
  /** Where deleted docs go. */
  trash: TrashBin;
  /** Each project's tree, until a doc of it changes. */
  trees: DocTreeCache;
  /** Worker threads for what takes CPU: imports, exports, comparing versions. */
  cpu: CpuPool;
}

/**
 * An import's needs: the docs', where its images go (each within the upload limit), and how many
 * imports a person may send.
 */
export interface DocsImportDeps extends DocsDeps {
  storage: FileStorage;
  config: Pick<Config, 'uploadMaxBytes'>;
  rateLimiter: RateLimiter;
  rateLimits: Pick<RateLimitPolicies, 'importsPerUser'>;
  /** Where import jobs are queued. */
  jobs: Pick<JobQueue, 'send'>;
}

/** What the work of an import needs, in a request or in a job. */
export type DocsImportWork = Pick<DocsImportDeps, 'db' | 'bus' | 'cpu' | 'storage' | 'config'>;

export interface DocFilesDeps {
  db: Database;
  storage: FileStorage;
  /** `UPLOAD_MAX_MB`: the one upload limit, the same on every plan (docs/docs.md "Files"). */
  maxBytes: number;
}

/** What a zip export needs: the docs', and where the files it carries are stored. */
export interface DocsExportDeps extends DocsDeps {
  storage: FileStorage;
}
