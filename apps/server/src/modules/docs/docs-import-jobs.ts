import { randomBytes } from 'node:crypto';
import type { DocImportJob, DocImportReport } from '@hangar/contracts';
import { HttpError } from '../../http/errors';
import type { JobDefinition } from '../../jobs/job-queue';
import { requireProject } from '../projects/projects.access';
import { findMember, type MemberContext } from '../workspaces/workspaces.access';
import { allowImport, importDocs, type ImportUpload } from './docs-import.service';
import {
  deleteImportJobsEndedBefore,
  findImportJob,
  importJobById,
  insertImportJob,
  updateImportJob,
  type DocImportRow,
} from './docs-import-jobs.repository';
import type { DocsImportDeps, DocsImportWork } from './docs.deps';

/**
 * Imports as jobs (docs/docs.md "Import"): the upload is stored, a job on the queue makes the
 * docs as the synchronous import does, writing how far it is, then its report or its refusal.
 * The importer's rights are checked again when the job runs.
 */

const DOC_IMPORT_JOB = 'doc-import';
export const DOC_IMPORTS_PRUNE = 'doc-imports-prune';
/** How long an ended import's report can still be read. */
const IMPORT_REPORT_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

const NOT_FOUND = 'Import not found';
const FAILED = 'The import failed on the server. Try again.';

function present(row: DocImportRow): DocImportJob {
  const failure =
    row.failureStatus !== null && row.failure !== null
      ? { status: row.failureStatus, detail: row.failure }
      : null;
  return {
    id: row.id,
    filename: row.filename,
    status: row.status as DocImportJob['status'],
    step: row.step,
    percent: row.percent,
    report: (row.report as DocImportReport | null) ?? null,
    failure,
  };
}

/** Stores the upload and queues its job; answers the job as it starts. */
export async function startImportJob(
  deps: DocsImportDeps,
  { caller, projectId, upload }: { caller: MemberContext; projectId: number; upload: ImportUpload },
): Promise<DocImportJob> {
  const uploadName = `${randomBytes(16).toString('hex')}.upld`;
  await deps.storage.write(uploadName, upload.bytes);
  try {
    const row = await deps.db.transaction(async (tx) => {
      const inserted = await insertImportJob(tx, {
        workspaceId: caller.workspaceId,
        projectId,
        userId: caller.actor.userId,
        parentId: upload.parentId,
        filename: upload.filename.slice(0, 255),
        uploadName,
      });
      await deps.jobs.send(DOC_IMPORT_JOB, { importId: inserted.id }, { transaction: tx });
      return inserted;
    });
    return present(row);
  } catch (error) {
    await deps.storage.remove(uploadName).catch(() => {});
    throw error;
  }
}

/** An import job the caller started in the project, or 404. */
export async function readImportJob(
  deps: Pick<DocsImportWork, 'db'>,
  caller: MemberContext,
  key: { projectId: number; importId: number },
): Promise<DocImportJob> {
  await requireProject(deps.db, caller, key.projectId);
  const row = await findImportJob(deps.db, {
    ...key,
    workspaceId: caller.workspaceId,
    userId: caller.actor.userId,
  });
  if (!row) throw HttpError.notFound(NOT_FOUND);
  return present(row);
}

/** The words of a refusal, as the synchronous import's `detail` would say them. */
function refusalWords(error: HttpError): string {
  const { detail } = error.body;
  if (typeof detail === 'string') return detail;
  if (Array.isArray(detail)) return detail.map((issue) => issue.msg).join('; ');
  return Object.values(detail)
    .filter((value) => typeof value === 'string')
    .join(' ');
}

async function uploadBytes(deps: DocsImportWork, name: string): Promise<Buffer | null> {
  const stored = await deps.storage.read(name);
  if (!stored) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The member who started the import, as a call of theirs; null once they have left. */
async function importerOf(deps: DocsImportWork, row: DocImportRow): Promise<MemberContext | null> {
  const member = await findMember(deps.db, row.workspaceId, row.userId);
  if (!member) return null;
  const actor = { userId: row.userId, sessionId: null, apiToken: null };
  return { actor, workspaceId: row.workspaceId, member, source: null };
}

async function finish(deps: DocsImportWork, row: DocImportRow, values: Partial<DocImportRow>) {
  await updateImportJob(deps.db, row.id, { ...values, finishedAt: new Date() });
  await deps.storage.remove(row.uploadName).catch(() => {});
}

/** Runs one import job; a refusal ends it as failed, anything else is retried by the queue. */
async function runImportJob(deps: DocsImportWork, importId: number): Promise<void> {
  const row = await importJobById(deps.db, importId);
  if (!row || row.status === 'done' || row.status === 'failed') return;
  const progress = (step: string, percent: number) =>
    updateImportJob(deps.db, row.id, { status: 'running', step, percent });
  try {
    const caller = await importerOf(deps, row);
    if (!caller) throw HttpError.notFound(NOT_FOUND);
    const access = await allowImport(deps, caller, row.projectId);
    const bytes = await uploadBytes(deps, row.uploadName);
    if (!bytes) throw HttpError.simple(410, 'The uploaded file is gone: import it again.');
    const upload = { filename: row.filename, bytes, parentId: row.parentId };
    const report = await importDocs(deps, { caller, access, upload }, progress);
    await finish(deps, row, { status: 'done', step: 'Done', percent: 100, report });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    await finish(deps, row, {
      status: 'failed',
      step: 'Failed',
      failureStatus: error.status,
      failure: refusalWords(error),
    });
  }
}

/**
 * The import jobs' queue (a few tries, then the import says it failed), and the daily job that
 * forgets the reports of imports ended 30 days ago.
 */
export function docImportJobs(
  deps: DocsImportWork,
): [JobDefinition<{ importId: number }>, JobDefinition] {
  return [
    {
      name: DOC_IMPORT_JOB,
      retries: 2,
      retryDelaySeconds: 5,
      expireInSeconds: 900,
      concurrency: 1,
      run: ({ importId }) => runImportJob(deps, importId),
      parked: async ({ importId }) => {
        const row = await importJobById(deps.db, importId);
        if (row) await finish(deps, row, { status: 'failed', failureStatus: 500, failure: FAILED });
      },
    },
    {
      // Daily, an import's report goes 30 days after it ended.
      name: DOC_IMPORTS_PRUNE,
      policy: 'short',
      retries: 2,
      retryDelaySeconds: 60,
      expireInSeconds: 300,
      pollSeconds: 10,
      cron: '37 4 * * *',
      run: async () => {
        await deleteImportJobsEndedBefore(deps.db, new Date(Date.now() - IMPORT_REPORT_KEPT_MS));
      },
    },
  ];
}
