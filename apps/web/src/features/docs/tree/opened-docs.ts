import { useCallback, useSyncExternalStore } from 'react';
import { storage } from '../../../lib/storage';

/**
 * Which docs of the tree are opened (SPEC.md section 3 "Tree node ... opened"), per project,
 * kept on this device (`docs-opened`). The tree, the create actions and the doc page share it.
 */
const listeners = new Set<() => void>();
const snapshots = new Map<number, ReadonlySet<number>>();

function read(projectId: number): ReadonlySet<number> {
  let snapshot = snapshots.get(projectId);
  if (!snapshot) {
    snapshot = new Set(storage.get('docs-opened')?.[String(projectId)] ?? []);
    snapshots.set(projectId, snapshot);
  }
  return snapshot;
}

function write(projectId: number, opened: ReadonlySet<number>): void {
  snapshots.set(projectId, opened);
  const all = storage.get('docs-opened') ?? {};
  storage.set('docs-opened', { ...all, [String(projectId)]: [...opened] });
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Opens these docs (their children show), keeping the others as they are. */
export function openDocs(projectId: number, ids: readonly number[]): void {
  const current = read(projectId);
  if (ids.every((id) => current.has(id))) return;
  write(projectId, new Set([...current, ...ids]));
}

export function setDocOpened(projectId: number, id: number, opened: boolean): void {
  const next = new Set(read(projectId));
  if (opened) next.add(id);
  else next.delete(id);
  write(projectId, next);
}

export function useOpenedDocs(projectId: number) {
  const opened = useSyncExternalStore(subscribe, () => read(projectId));
  const toggle = useCallback(
    (id: number) => setDocOpened(projectId, id, !read(projectId).has(id)),
    [projectId],
  );
  return { opened, toggle };
}
