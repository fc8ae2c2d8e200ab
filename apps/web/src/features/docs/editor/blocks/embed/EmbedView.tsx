import { Anchor, Group, Text } from '@mantine/core';
import { EMBED_PROVIDERS, embedFrame } from '@hangar/domain';
import { NodeViewWrapper, type ReactNodeViewProps } from '@tiptap/react';
import './embed.css';

/** An embedded page of an allowed site: its frame (sandboxed, loaded when near), 16:9, and its link. */
export function EmbedView({ node }: ReactNodeViewProps) {
  const url = String(node.attrs.url ?? '');
  const frame = embedFrame(url);
  const name = EMBED_PROVIDERS.find((provider) => provider.id === frame?.provider)?.name ?? '';
  return (
    <NodeViewWrapper className="embed-block" data-drag-handle contentEditable={false}>
      {frame ? (
        <div className="embed-block__frame">
          <iframe
            src={frame.src}
            title={`${name} embed`}
            sandbox={frame.sandbox}
            referrerPolicy="strict-origin-when-cross-origin"
            loading="lazy"
            allow="fullscreen; picture-in-picture; clipboard-write"
            allowFullScreen
          />
        </div>
      ) : (
        <Text c="red" size="sm">
          This link cannot be embedded.
        </Text>
      )}
      <Group gap={6} mt={4}>
        <Text size="xs" c="dimmed">
          {name || 'Embed'} ·
        </Text>
        <Anchor
          size="xs"
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="embed-block__link"
        >
          {url}
        </Anchor>
      </Group>
    </NodeViewWrapper>
  );
}
