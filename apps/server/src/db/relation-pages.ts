import fs from 'node:fs';

/**
 * Reads PostgreSQL's page format straight from a relation's files. PostgreSQL accepts a page of
 * zeros as a valid empty page (checksums included), so a table file zeroed by a disk fault reads
 * as a table without rows: only its index, whose entries point into those pages, tells.
 */

/** Relation files are cut in segments of 1 GiB: `<file>`, `<file>.1`, `<file>.2`, ... */
const SEGMENT_BYTES = 2 ** 30;
const PAGE_HEADER_BYTES = 24;
const LINE_POINTER_BYTES = 4;
/** Page header fields (little-endian uint16). */
const PD_LOWER = 12;
const PD_UPPER = 14;
const PD_SPECIAL = 16;
/** B-tree page flags, in the special area at the end of the page. */
const BTP_LEAF = 1;
const BTP_DELETED = 4;
const BTP_HALF_DEAD = 16;
/** Line pointer states: unused items have no tuple. */
const LP_UNUSED = 0;
/** Index tuple flags: an alternative TID layout, a posting list of several heap TIDs. */
const INDEX_ALT_TID_MASK = 0x2000;
const BT_IS_POSTING = 0x2000;
const BT_OFFSET_MASK = 0x0fff;

interface HeapPointer {
  block: number;
  item: number;
}

/** Reads the pages of one relation, across its segment files. */
class RelationFile {
  private readonly handles = new Map<number, number>();

  constructor(
    private readonly file: string,
    private readonly pageSize: number,
  ) {}

  /** The first `bytes.length` bytes from the start of page `block`, into `bytes`. */
  read(block: number, bytes: Buffer): Buffer {
    const position = block * this.pageSize;
    const segment = Math.floor(position / SEGMENT_BYTES);
    let handle = this.handles.get(segment);
    if (handle === undefined) {
      handle = fs.openSync(segment === 0 ? this.file : `${this.file}.${segment}`, 'r');
      this.handles.set(segment, handle);
    }
    fs.readSync(handle, bytes, 0, bytes.length, position % SEGMENT_BYTES);
    return bytes;
  }

  close(): void {
    for (const handle of this.handles.values()) fs.closeSync(handle);
    this.handles.clear();
  }
}

/** A page never written (all zeros) has no free-space pointer. */
function isNew(page: Buffer): boolean {
  return page.readUInt16LE(PD_UPPER) === 0;
}

/** The number of line pointers (items) on a page, from its header. */
function itemCount(pageHeader: Buffer): number {
  if (isNew(pageHeader)) return 0;
  return Math.max(0, (pageHeader.readUInt16LE(PD_LOWER) - PAGE_HEADER_BYTES) / LINE_POINTER_BYTES);
}

function heapPointerAt(page: Buffer, offset: number): HeapPointer {
  const block = page.readUInt16LE(offset) * 0x10000 + page.readUInt16LE(offset + 2);
  return { block, item: page.readUInt16LE(offset + 4) };
}

/** The heap tuples a B-tree leaf page points to (none for other pages). */
function leafHeapPointers(page: Buffer): HeapPointer[] {
  if (isNew(page)) return [];
  const special = page.readUInt16LE(PD_SPECIAL);
  const rightSibling = page.readUInt32LE(special + 4);
  const flags = page.readUInt16LE(special + 12);
  if (!(flags & BTP_LEAF) || flags & (BTP_DELETED | BTP_HALF_DEAD)) return [];
  // Item 1 of a page with a right sibling is its high key, not an entry.
  const firstEntry = rightSibling === 0 ? 1 : 2;
  const pointers: HeapPointer[] = [];
  for (let item = firstEntry; item <= itemCount(page); item++) {
    const linePointer = page.readUInt32LE(PAGE_HEADER_BYTES + (item - 1) * LINE_POINTER_BYTES);
    if (((linePointer >>> 15) & 3) === LP_UNUSED) continue;
    const tuple = linePointer & 0x7fff;
    const info = page.readUInt16LE(tuple + 6);
    const pointer = heapPointerAt(page, tuple);
    if (!(info & INDEX_ALT_TID_MASK)) {
      pointers.push(pointer);
    } else if (pointer.item & BT_IS_POSTING) {
      const postingList = tuple + pointer.block;
      for (let index = 0; index < (pointer.item & BT_OFFSET_MASK); index++) {
        pointers.push(heapPointerAt(page, postingList + index * 6));
      }
    }
  }
  return pointers;
}

/**
 * Counts the entries of a B-tree index that point to no tuple of its table: to a page past the
 * table's end, to a page of zeros, or past a page's last item. In a sound database there are none
 * (PostgreSQL removes index entries before the tuples they point to).
 */
export function countDanglingEntries(
  table: { file: string; pages: number },
  index: { file: string; pages: number },
  pageSize: number,
): number {
  const heap = new RelationFile(table.file, pageSize);
  const btree = new RelationFile(index.file, pageSize);
  const indexPage = Buffer.alloc(pageSize);
  const heapHeader = Buffer.alloc(PAGE_HEADER_BYTES);
  const itemsOnPage = new Map<number, number>();
  let dangling = 0;
  try {
    // Page 0 is the index's metapage.
    for (let block = 1; block < index.pages; block++) {
      for (const pointer of leafHeapPointers(btree.read(block, indexPage))) {
        if (pointer.block >= table.pages) {
          dangling++;
          continue;
        }
        let items = itemsOnPage.get(pointer.block);
        if (items === undefined) {
          items = itemCount(heap.read(pointer.block, heapHeader));
          itemsOnPage.set(pointer.block, items);
        }
        if (pointer.item < 1 || pointer.item > items) dangling++;
      }
    }
  } finally {
    heap.close();
    btree.close();
  }
  return dangling;
}
