// Page history (issue 20): the bytes one version of a 20 KB doc stores, as recordVersion stores
// them (the Yjs changes since the version before, and the version's snapshot), after a typical
// editing session: a sentence typed, a word deleted. `npx tsx bench/history-size.ts`.
import * as Y from 'yjs';

const VERSIONS = 20;
const ydoc = new Y.Doc();
const field = ydoc.getXmlFragment('default');
const paragraph = (text: string) => {
  const element = new Y.XmlElement('paragraph');
  element.insert(0, [new Y.XmlText(text)]);
  return element;
};
const sentence = 'The countdown starts at dawn and every check is written down here. ';
while (Y.encodeStateAsUpdate(ydoc).length < 20_000)
  field.insert(field.length, [paragraph(sentence.repeat(3))]);

let previous: Y.Snapshot | null = null;
const sizes: number[] = [];
for (let i = 0; i < VERSIONS; i++) {
  const at = (i * 7) % field.length;
  const text = (field.get(at) as Y.XmlElement).get(0) as Y.XmlText;
  text.insert(0, `Edit ${i}: the weather is checked again. `);
  text.delete(text.length - 10, 5);
  const snapshot = Y.snapshot(ydoc);
  const changes = Y.encodeStateAsUpdate(
    ydoc,
    previous ? Y.encodeStateVector(previous.sv) : undefined,
  );
  if (previous) sizes.push(changes.length + Y.encodeSnapshot(snapshot).length);
  previous = snapshot;
}
sizes.sort((a, b) => a - b);
console.log(
  `doc ${Y.encodeStateAsUpdate(ydoc).length} bytes; a version after a sentence typed and a word deleted: median ${sizes[Math.floor(sizes.length / 2)]} bytes, largest ${sizes.at(-1)} bytes (${sizes.length} versions)`,
);
