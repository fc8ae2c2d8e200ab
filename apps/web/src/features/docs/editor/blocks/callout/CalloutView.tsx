import { Menu, UnstyledButton } from '@mantine/core';
import {
  CALLOUT_KINDS,
  calloutEmoji,
  calloutKind,
  DEFAULT_CALLOUT_EMOJI,
  type CalloutKind,
} from '@hangar/editor/blocks/callout-kinds';
import { NodeViewContent, NodeViewWrapper, type ReactNodeViewProps } from '@tiptap/react';
import './callout.css';

/** Emojis a callout offers besides its kind's (a short list: no emoji data to load). */
const MORE_EMOJIS = ['💡', '📌', '📝', '🔥', '🚀', '❗', '❓', '🎉', '👀', '🔒', '⏳', '🐛'];

const KIND_NAMES: Record<CalloutKind, string> = {
  info: 'Info',
  success: 'Success',
  warning: 'Warning',
  danger: 'Danger',
};

/**
 * A callout: its emoji (a menu to change it and the callout's kind, for those who edit), then its
 * blocks, coloured by kind.
 */
export function CalloutView({ node, editor, updateAttributes }: ReactNodeViewProps) {
  const kind = calloutKind(node.attrs.kind);
  const emoji = calloutEmoji(node.attrs);
  const setEmoji = (chosen: string) =>
    updateAttributes({ emoji: chosen === DEFAULT_CALLOUT_EMOJI[kind] ? null : chosen });
  const setKind = (chosen: CalloutKind) =>
    updateAttributes({
      kind: chosen,
      emoji: emoji === DEFAULT_CALLOUT_EMOJI[kind] ? null : node.attrs.emoji,
    });

  return (
    <NodeViewWrapper className="callout" data-kind={kind} data-callout="">
      <div className="callout-emoji" contentEditable={false}>
        {editor.isEditable ? (
          <Menu position="bottom-start" withinPortal shadow="md" width={236}>
            <Menu.Target>
              <UnstyledButton
                className="callout-emoji-button"
                aria-label={`Callout emoji ${emoji}: change it or the callout's kind`}
              >
                {emoji}
              </UnstyledButton>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>Emoji</Menu.Label>
              <div className="callout-emoji-grid">
                {[...new Set([DEFAULT_CALLOUT_EMOJI[kind], ...MORE_EMOJIS])].map((choice) => (
                  <Menu.Item
                    key={choice}
                    className="callout-emoji-choice"
                    aria-label={`Use ${choice}`}
                    onClick={() => setEmoji(choice)}
                  >
                    {choice}
                  </Menu.Item>
                ))}
              </div>
              <Menu.Divider />
              <Menu.Label>Kind</Menu.Label>
              {CALLOUT_KINDS.map((choice) => (
                <Menu.Item
                  key={choice}
                  leftSection={DEFAULT_CALLOUT_EMOJI[choice]}
                  onClick={() => setKind(choice)}
                  aria-current={choice === kind || undefined}
                >
                  {KIND_NAMES[choice]}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        ) : (
          <span role="img" aria-label={KIND_NAMES[kind]}>
            {emoji}
          </span>
        )}
      </div>
      <NodeViewContent className="callout-content" />
    </NodeViewWrapper>
  );
}
