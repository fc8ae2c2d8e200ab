import { Button, Group, Popover, Text, Textarea } from '@mantine/core';
import { NodeViewWrapper, useEditorState, type ReactNodeViewProps } from '@tiptap/react';
import { useState } from 'react';
import { FormulaOutput } from './FormulaOutput';
import { formulaDrawing } from './katex-loader';
import './math.css';

/**
 * Whether the caret is at this node or right after it (a formula just made here by `$$ ` or the
 * slash menu, not by someone else elsewhere).
 */
function atSelection({ editor, getPos, node }: ReactNodeViewProps): boolean {
  const pos = getPos();
  if (typeof pos !== 'number') return false;
  const { from } = editor.state.selection;
  return from >= pos && from <= pos + node.nodeSize + 2;
}

/**
 * A formula (inline or on its own line): KaTeX's drawing; while editing, a click (or Enter on it)
 * opens its LaTeX in a popover, drawn live. Left empty, it is removed.
 */
export function MathView(props: ReactNodeViewProps) {
  const { node, editor, updateAttributes, deleteNode } = props;
  const display = node.type.name === 'blockMath';
  const latex = String(node.attrs.latex ?? '');
  // KaTeX asked for as the editor lays the doc out, not once its views are on the page.
  if (latex) formulaDrawing(latex, display).catch(() => undefined);
  const editable = useEditorState({ editor, selector: ({ editor: e }) => e.isEditable });
  const [opened, setOpened] = useState(() => editable && latex === '' && atSelection(props));

  const close = () => {
    setOpened(false);
    if (latex.trim() === '') deleteNode();
    else editor.commands.focus();
  };

  const formula = latex ? (
    <FormulaOutput latex={latex} display={display} />
  ) : (
    <Text span c="dimmed" size="sm">
      Empty formula
    </Text>
  );

  // A plain button: a doc of many formulas mounts one element each, not a styled component.
  const button = (
    <button
      type="button"
      className="math-button"
      aria-label={`Formula ${latex || '(empty)'}: edit`}
      onClick={() => setOpened(true)}
    >
      {formula}
    </button>
  );

  return (
    <NodeViewWrapper
      as={display ? 'div' : 'span'}
      className={display ? 'math-block' : 'math-inline'}
      data-latex={latex}
    >
      {!editable ? (
        formula
      ) : opened ? (
        // The popover is there only while open: a doc of many formulas mounts none of them.
        <Popover
          opened
          onChange={(open) => (open ? setOpened(true) : close())}
          trapFocus
          withArrow
          shadow="md"
          position="bottom"
        >
          <Popover.Target>{button}</Popover.Target>
          <Popover.Dropdown>
            <Textarea
              label={display ? 'Block formula (LaTeX)' : 'Formula (LaTeX)'}
              w={320}
              maxLength={2000}
              autosize
              minRows={display ? 3 : 1}
              maxRows={10}
              data-autofocus
              value={latex}
              placeholder={display ? '\\int_0^1 x^2\\,dx' : 'E = mc^2'}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              onChange={(event) => updateAttributes({ latex: event.currentTarget.value })}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && (!display || event.ctrlKey || event.metaKey)) {
                  event.preventDefault();
                  close();
                }
                if (event.key === 'Escape') close();
              }}
            />
            <Group justify="flex-end" mt="xs">
              <Button size="xs" onClick={close}>
                Done
              </Button>
            </Group>
          </Popover.Dropdown>
        </Popover>
      ) : (
        button
      )}
    </NodeViewWrapper>
  );
}
