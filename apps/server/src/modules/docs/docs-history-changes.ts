import { wordChanges } from '@hangar/domain/doc-history';
import * as Y from 'yjs';
import { plainText } from '../../live/plain-text';

/**
 * The CPU part of page history, run in a worker thread of the CPU pool: a doc's versions are Yjs
 * updates replayed in order, which takes time in proportion to the doc's whole history.
 */

/** A doc made of Yjs updates applied in order. */
function docOf(updates: Uint8Array[]): Y.Doc {
  const ydoc = new Y.Doc();
  for (const update of updates) Y.applyUpdate(ydoc, update);
  return ydoc;
}

export type VersionChanges =
  | { same: true }
  | {
      same: false;
      /** The update from the latest version to `state`, and `state`'s snapshot. */
      changes: Uint8Array;
      snapshot: Uint8Array;
      wordsAdded: number;
      wordsRemoved: number;
    };

/** What a version of `state` records after a history of `changes` (the versions' updates, in order). */
export function versionChanges(input: {
  state: Uint8Array;
  history: Uint8Array[];
  latestSnapshot: Uint8Array | null;
}): VersionChanges {
  const current = docOf([input.state]);
  const snapshot = Y.snapshot(current);
  const since = input.latestSnapshot ? Y.decodeSnapshot(input.latestSnapshot) : null;
  if (since && Y.equalSnapshots(since, snapshot)) return { same: true };
  const before = input.history.length > 0 ? plainText(docOf(input.history)) : '';
  const words = wordChanges(before, plainText(current));
  return {
    same: false,
    changes: Y.encodeStateAsUpdate(current, since ? Y.encodeStateVector(since.sv) : undefined),
    snapshot: Y.encodeSnapshot(snapshot),
    wordsAdded: words.added,
    wordsRemoved: words.removed,
  };
}

/** A version's content and the one before it, from the versions' updates up to it. */
export function versionStates(input: { changes: Uint8Array[] }): {
  state: Uint8Array;
  previous: Uint8Array | null;
} {
  const upTo = (count: number) => Y.encodeStateAsUpdate(docOf(input.changes.slice(0, count)));
  return {
    state: upTo(input.changes.length),
    previous: input.changes.length > 1 ? upTo(input.changes.length - 1) : null,
  };
}
