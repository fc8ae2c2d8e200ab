import { Button, CopyButton, Group, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import {
  NodeViewContent,
  NodeViewWrapper,
  useEditorState,
  type ReactNodeViewProps,
} from '@tiptap/react';
import { useState } from 'react';
import { LanguagePicker } from './LanguagePicker';
import { languageLabel, MERMAID } from './languages';
import { MermaidDiagram } from './MermaidDiagram';
import './code-block.css';

/**
 * A code block: its language (a searchable picker while editing, its name else), a Copy button,
 * the highlighted code, and for Mermaid the diagram under its source (read-only: the diagram, its
 * source folded).
 */
export function CodeBlockView({ node, editor, updateAttributes }: ReactNodeViewProps) {
  const language = String(node.attrs.language ?? '');
  const editable = useEditorState({ editor, selector: ({ editor: e }) => e.isEditable });
  const mermaid = language === MERMAID;
  const [sourceShown, setSourceShown] = useState(false);
  const showSource = editable || !mermaid || sourceShown;

  return (
    <NodeViewWrapper className="code-block" data-language={language || undefined}>
      <Group className="code-block__bar" contentEditable={false} gap="xs" justify="space-between">
        {editable ? (
          <LanguagePicker
            language={language}
            onPick={(value) => updateAttributes({ language: value })}
          />
        ) : (
          <Text size="xs" c="dimmed">
            {language ? languageLabel(language) : 'Code'}
          </Text>
        )}
        <Group gap={4}>
          {mermaid && !editable ? (
            <Button size="compact-xs" variant="subtle" onClick={() => setSourceShown((v) => !v)}>
              {sourceShown ? 'Hide source' : 'Show source'}
            </Button>
          ) : null}
          <CopyButton value={node.textContent} timeout={1500}>
            {({ copied, copy }) => (
              <Button
                size="compact-xs"
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                onClick={copy}
                aria-label={copied ? 'Copied' : 'Copy code'}
              >
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Group>
      <pre hidden={!showSource}>
        <NodeViewContent<'code'> as="code" />
      </pre>
      {mermaid ? (
        <div contentEditable={false} className="code-block__diagram">
          <MermaidDiagram source={node.textContent} />
        </div>
      ) : null}
    </NodeViewWrapper>
  );
}
