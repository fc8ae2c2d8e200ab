import fs from 'node:fs';

export interface ProcessStat {
  /** One letter: R running, S sleeping, D disk wait, Z zombie, X dead... (proc(5)). */
  state: string;
  /** Clock ticks after boot when it started: with the pid, it names one process for good. */
  startTime: string;
}

/**
 * What Linux says of `pid` in /proc/<pid>/stat: null when there is no such process, undefined
 * where /proc cannot tell (another system, or a /proc that hides other users' processes).
 */
export function readProcessStat(pid: number): ProcessStat | null | undefined {
  let text: string;
  try {
    text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT' && fs.existsSync('/proc/self/stat') ? null : undefined;
  }
  // The command name in parentheses may hold spaces and parentheses: fields follow the last ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const [state, startTime] = [fields[0], fields[19]];
  return state && startTime ? { state, startTime } : undefined;
}

/**
 * Whether `pid` is a process that has not exited. A zombie has exited (it only waits for its
 * parent to read its status), though `kill(pid, 0)` still succeeds on it; PostgreSQL and our
 * locks must not count it as an owner.
 */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const stat = readProcessStat(pid);
  if (stat === null) return false;
  return !stat || (stat.state !== 'Z' && stat.state !== 'X');
}

/** This boot of the machine (Linux), or null: a lock from another boot has no living owner. */
export function bootId(): string | null {
  try {
    return fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return null;
  }
}
