import { useCallback, useSyncExternalStore } from 'react';
import * as Y from 'yjs';

/** The field the editor writes in (the server reads the same one). */
const FIELD = 'default';

/** Whether the doc holds nothing but empty paragraphs (then templates are offered). */
function isDocEmpty(ydoc: Y.Doc): boolean {
  return ydoc
    .getXmlFragment(FIELD)
    .toArray()
    .every(
      (node) =>
        node instanceof Y.XmlElement &&
        node.nodeName === 'paragraph' &&
        node.toArray().every((child) => child instanceof Y.XmlText && child.length === 0),
    );
}

/** Re-renders when the doc's emptiness changes. */
export function useDocEmpty(ydoc: Y.Doc | null): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      ydoc?.on('update', listener);
      return () => ydoc?.off('update', listener);
    },
    [ydoc],
  );
  return useSyncExternalStore(subscribe, () => (ydoc ? isDocEmpty(ydoc) : false));
}
