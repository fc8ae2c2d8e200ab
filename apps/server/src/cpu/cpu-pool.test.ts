import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import {
  CPU_TASKS_PER_USER,
  CPU_TASKS_PER_WORKSPACE,
  createCpuPool,
  type CpuPool,
} from './cpu-pool';

const pools: CpuPool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

function pool(options: Parameters<typeof createCpuPool>[0] = {}) {
  const created = createCpuPool({ threads: 1, ...options });
  pools.push(created);
  return created;
}

/** A Markdown import of `paragraphs` paragraphs: real work for a worker thread. */
const markdown = (paragraphs: number) => ({
  filename: 'notes.md',
  bytes: new TextEncoder().encode(
    `# Notes\n\n${Array.from({ length: paragraphs }, (_, at) => `Paragraph ${at} of **notes**.`).join('\n\n')}`,
  ),
  parentDepth: 0,
  uploadMaxBytes: 1_000_000,
});

async function refusal(work: Promise<unknown>): Promise<{ status: number; detail: unknown }> {
  const error = await work.then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return { status: error.status, detail: error.body.detail };
}

describe('the CPU pool', () => {
  it('runs a task in a worker thread and gives its output', async () => {
    const read = await pool().run('readImport', markdown(3), { owner: null });
    expect(read.docs.map((doc) => doc.name)).toEqual(['Notes']);
    expect(read.docs[0]?.state?.text).toContain('Paragraph 2 of notes.');
  });

  it(`takes ${CPU_TASKS_PER_USER} tasks of one person at once, and refuses more with 429`, async () => {
    const cpu = pool();
    const owner = { userId: 7, workspaceId: 70 };
    const tasks = Array.from({ length: CPU_TASKS_PER_USER + 1 }, () =>
      cpu.run('readImport', markdown(200), { owner }),
    );
    const [extra] = tasks.splice(CPU_TASKS_PER_USER);
    expect(await refusal(extra!)).toEqual({
      status: 429,
      detail: `You already have ${CPU_TASKS_PER_USER} imports or exports being prepared: try again once one is done.`,
    });
    await Promise.all(tasks);
    // Once they are done, the same person may start again.
    await cpu.run('readImport', markdown(1), { owner });
  });

  it(`takes ${CPU_TASKS_PER_WORKSPACE} tasks of one workspace at once, and refuses more with 429`, async () => {
    const cpu = pool();
    const tasks = Array.from({ length: CPU_TASKS_PER_WORKSPACE + 1 }, (_, index) =>
      cpu.run('readImport', markdown(200), { owner: { userId: index + 1, workspaceId: 9 } }),
    );
    const [extra] = tasks.splice(CPU_TASKS_PER_WORKSPACE);
    expect((await refusal(extra!)).status).toBe(429);
    await Promise.all(tasks);
    // Another workspace was never held back.
    await cpu.run('readImport', markdown(1), { owner: { userId: 1, workspaceId: 10 } });
  });

  it('stops a task past its time limit, says why, and keeps serving', async () => {
    const cpu = pool({ timeoutMs: { readImport: 50 } });
    expect(await refusal(cpu.run('readImport', markdown(30_000), { owner: null }))).toEqual({
      status: 422,
      detail: 'Reading this import took too long or too much memory: import it in smaller parts.',
    });
    const again = pool();
    expect((await again.run('readImport', markdown(1), { owner: null })).docs).toHaveLength(1);
  });

  it('stops a task that needs more memory than a worker has, and keeps serving', async () => {
    const cpu = pool({ workerMemoryMb: 64 });
    expect(await refusal(cpu.run('readImport', markdown(30_000), { owner: null }))).toEqual({
      status: 422,
      detail: 'Reading this import took too long or too much memory: import it in smaller parts.',
    });
    expect((await cpu.run('readImport', markdown(1), { owner: null })).docs).toHaveLength(1);
  });

  it('refuses what a task refuses with its own 4xx', async () => {
    const refused = await refusal(
      pool().run(
        'readImport',
        { ...markdown(1), bytes: new Uint8Array([0xff, 0xfe, 0x41, 0]) },
        { owner: null },
      ),
    );
    expect(refused.status).toBe(422);
    expect(refused.detail).toMatch(/UTF-16/);
  });
});
