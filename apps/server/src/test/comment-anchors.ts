import * as Y from 'yjs';
import { EDITOR_FIELD } from '../live/plain-text';
import type { LiveClient } from './live-client';

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

/** The anchor of characters `from` to `to` of the doc's first paragraph, as the editor sends it. */
function anchorIn(ydoc: Y.Doc, from: number, to: number): { start: string; end: string } {
  const paragraph = ydoc.getXmlFragment(EDITOR_FIELD).get(0);
  const text = paragraph instanceof Y.XmlElement ? paragraph.get(0) : null;
  if (!(text instanceof Y.XmlText)) throw new Error('the doc has no first paragraph of text');
  const at = (index: number, assoc: number) =>
    base64(Y.encodeRelativePosition(Y.createRelativePositionFromTypeIndex(text, index, assoc)));
  return { start: at(from, 0), end: at(to, -1) };
}

/** Writes 'Launch at dawn' through a live client, and waits until it is saved: the anchor of 'dawn'. */
export async function anchorOnDawn(client: LiveClient): Promise<{ start: string; end: string }> {
  client.addParagraph('Launch at dawn');
  await client.waitUntilSaved();
  return anchorIn(client.doc, 10, 14);
}

/** An anchor of no doc: it resolves nowhere, so its thread is detached. */
export function strayAnchor(): { start: string; end: string } {
  const ydoc = new Y.Doc();
  const text = ydoc.getText('elsewhere');
  text.insert(0, 'stray');
  const at = (index: number) =>
    base64(Y.encodeRelativePosition(Y.createRelativePositionFromTypeIndex(text, index)));
  return { start: at(0), end: at(5) };
}
