import { pageLinkDocId, PAGE_LINK_NODE } from '@hangar/editor/blocks/page-link-id';
import * as Y from 'yjs';
import { EDITOR_FIELD } from './plain-text';

/** The ids of the docs a doc's page links point to, each once, in the order they appear. */
export function pageLinkTargets(ydoc: Y.Doc): number[] {
  const found = new Set<number>();
  const pending: (Y.XmlElement | Y.XmlText | Y.XmlHook)[] = ydoc
    .getXmlFragment(EDITOR_FIELD)
    .toArray();
  for (let node = pending.shift(); node !== undefined; node = pending.shift()) {
    if (!(node instanceof Y.XmlElement)) continue;
    if (node.nodeName === PAGE_LINK_NODE) {
      const id = pageLinkDocId(node.getAttribute('docId'));
      if (id !== null) found.add(id);
      continue;
    }
    pending.push(...node.toArray());
  }
  return [...found];
}

/** `pageLinkTargets` of a stored Yjs state. */
export function pageLinkTargetsOfState(state: Uint8Array): number[] {
  const ydoc = new Y.Doc();
  if (state.length > 0) Y.applyUpdate(ydoc, state);
  return pageLinkTargets(ydoc);
}
