import { HttpError } from '../http/errors';
import { cpuTasks, type CpuTaskName } from './cpu-tasks';

/** One task for a worker thread of the CPU pool (cpu-pool.ts). */
export interface CpuRequest {
  name: CpuTaskName;
  input: unknown;
}

/** A task's output, or the 4xx it refuses its input with (an error's class does not cross threads). */
export type CpuAnswer = { output: unknown } | { refused: { status: number; body: unknown } };

export default async function runCpuTask({ name, input }: CpuRequest): Promise<CpuAnswer> {
  const task = cpuTasks[name] as (input: unknown) => unknown;
  try {
    return { output: await task(input) };
  } catch (error) {
    if (error instanceof HttpError) return { refused: { status: error.status, body: error.body } };
    throw error;
  }
}
