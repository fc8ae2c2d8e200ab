import * as Y from 'yjs';

// Both in browsers and in Node.js (this package is typed without either's globals).
declare function btoa(data: string): string;
declare function atob(data: string): string;

export function encodeBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return btoa(binary);
}

export function decodeBase64(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** The snapshot a `saved` message carries: what the database holds of a doc. */
export function encodeSavedSnapshot(doc: Y.Doc): string {
  return encodeBase64(Y.encodeSnapshot(Y.snapshot(doc)));
}

interface Claim {
  update: Uint8Array;
  /** How many changes it stands for. */
  changes: number;
}

/**
 * The changes made on this side of a doc (typed here, or left by a previous visit) that the
 * database does not hold yet. Acknowledged by the live server is not enough: a change counts
 * as saved only once a `saved` snapshot from the server contains it.
 */
export class UnsavedChanges {
  private claims: Claim[] = [];
  /** What the latest `saved` message said the database holds. */
  private stored: Y.Snapshot | null = null;

  constructor(
    private readonly doc: Y.Doc,
    private readonly onChange: () => void = () => {},
  ) {
    doc.on('update', this.onUpdate);
  }

  private onUpdate = (update: Uint8Array, _origin: unknown, _doc: Y.Doc, tr: Y.Transaction) => {
    if (!tr.local) return;
    this.claims.push({ update, changes: 1 });
    this.onChange();
  };

  /** Changes not in the database yet. */
  get count(): number {
    return this.claims.reduce((sum, claim) => sum + claim.changes, 0);
  }

  /** Claims the whole doc as it is now: what a previous visit left in this browser. */
  claimAll(changes: number): void {
    if (changes <= 0) return;
    const update = Y.encodeStateAsUpdate(this.doc);
    if (this.stored && Y.snapshotContainsUpdate(this.stored, update)) return;
    this.claims.push({ update, changes });
    this.onChange();
  }

  /** The server stored `snapshot` (base64, from a `saved` message): what it holds is settled. */
  saved(snapshot: string): void {
    const stored = Y.decodeSnapshot(decodeBase64(snapshot));
    this.stored = stored;
    const before = this.claims.length;
    this.claims = this.claims.filter((claim) => !Y.snapshotContainsUpdate(stored, claim.update));
    if (this.claims.length !== before) this.onChange();
  }

  destroy(): void {
    this.doc.off('update', this.onUpdate);
    this.claims = [];
  }
}
