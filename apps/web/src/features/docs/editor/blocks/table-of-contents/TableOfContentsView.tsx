import { UnstyledButton } from '@mantine/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { useEditorState, type ReactNodeViewProps } from '@tiptap/react';
import { ListBlockView } from '../ListBlockView';

export interface DocHeading {
  level: number;
  text: string;
  /** Where it starts in the doc. */
  pos: number;
}

/** The doc's headings, in order (those with words only). */
function headingsOf(doc: ProseMirrorNode): DocHeading[] {
  const headings: DocHeading[] = [];
  doc.descendants((node, pos) => {
    if (node.type.name === 'heading' && node.textContent.trim() !== '') {
      headings.push({ level: Number(node.attrs.level) || 1, text: node.textContent, pos });
    }
    return node.type.name !== 'heading';
  });
  return headings;
}

/** The doc's headings, listed live, each scrolling to its heading when clicked. */
export function TableOfContentsView({ editor, selected }: ReactNodeViewProps) {
  const headings = useEditorState({
    editor,
    selector: ({ editor: current }) => headingsOf(current.state.doc),
  });
  const goTo = (pos: number) => {
    const element = editor.view.nodeDOM(pos);
    if (element instanceof HTMLElement) element.scrollIntoView({ block: 'start' });
  };

  return (
    <ListBlockView
      className="table-of-contents"
      title="Contents"
      selected={selected}
      empty="The doc's headings will show here."
    >
      {headings.map((heading) => (
        <li key={heading.pos} data-level={heading.level}>
          <UnstyledButton className="table-of-contents-link" onClick={() => goTo(heading.pos)}>
            {heading.text}
          </UnstyledButton>
        </li>
      ))}
    </ListBlockView>
  );
}
