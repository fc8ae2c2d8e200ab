import { ActionIcon, Group, Popover, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { UNTITLED_DOC, type Doc } from '@hangar/contracts/docs';
import { useState } from 'react';
import type { FieldAutosaveHandle } from '../../../ui/autosave/use-field-autosave';
import { useUpdateDoc } from '../actions/use-update-doc';
import { EmojiGrid } from '../../../ui/EmojiGrid';
import { DOC_EMOJI_FALLBACK } from '../tree/DocTreeRow';
import classes from '../pages/DocPage.module.css';

/** Emojis for pages: documents, notes, markers, and a few to tell topics apart. */
const DOC_EMOJIS = (
  '📄 📝 📘 📗 📕 📙 📒 📋 📌 📎 🗒️ 🗂️ 📚 💡 🎯 🚀 ✅ ⚠️ ❓ 🧭 ' +
  '🧪 🛠️ ⚙️ 🔒 🌍 📈 📊 🗓️ 🤝 🎉 ⭐ 🔥 🐛 🧩 📣 🎨 💬 🏁 📦 🧠'
).split(' ');

function EmojiButton({
  doc,
  editable,
  onPick,
}: {
  doc: Doc;
  editable: boolean;
  onPick: (emoji: string | null) => void;
}) {
  const [opened, { close, toggle }] = useDisclosure(false);
  const emoji = doc.emoji ?? DOC_EMOJI_FALLBACK;
  if (!editable) {
    return (
      <span className={classes.emoji} aria-hidden="true">
        {emoji}
      </span>
    );
  }
  const pick = (value: string | null) => {
    onPick(value);
    close();
  };
  return (
    <Popover
      opened={opened}
      onChange={(next) => !next && close()}
      position="bottom-start"
      shadow="md"
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size={52}
          radius="md"
          onClick={toggle}
          aria-label={`Page emoji: ${doc.emoji ?? 'none'}. Choose another`}
          aria-expanded={opened}
          className={classes.emojiButton}
        >
          {emoji}
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p="xs">
        <EmojiGrid emojis={DOC_EMOJIS} value={doc.emoji} onPick={pick} />
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * The page's emoji and name, editable by those who can edit: the name saves itself as it is
 * typed (`title`, see useTitleAutosave), at once when the field is left or Enter is pressed; a
 * name changed elsewhere shows unless the user is typing one.
 */
export function DocTitle({
  workspaceId,
  doc,
  editable,
  title,
}: {
  workspaceId: number;
  doc: Doc;
  editable: boolean;
  title: FieldAutosaveHandle;
}) {
  const update = useUpdateDoc(workspaceId, doc);
  // The field's text while it has the focus, as typed (spaces kept until it is left).
  const [typing, setTyping] = useState<string | null>(null);
  const leave = () => {
    title.flush();
    setTyping(null);
  };

  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" className={classes.title}>
      <EmojiButton doc={doc} editable={editable} onPick={(emoji) => update.mutate({ emoji })} />
      {editable ? (
        <Textarea
          variant="unstyled"
          autosize
          minRows={1}
          placeholder={UNTITLED_DOC}
          aria-label="Page title"
          value={typing ?? title.state.draft ?? doc.name}
          onFocus={() => setTyping(title.state.draft ?? doc.name)}
          onChange={(event) => {
            const text = event.currentTarget.value.replace(/\n/g, ' ');
            setTyping(text);
            title.edit(text);
          }}
          onBlur={leave}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === 'Escape') {
              event.preventDefault();
              event.currentTarget.blur();
            }
          }}
          classNames={{ input: classes.titleInput }}
          flex={1}
          data-testid="doc-title"
        />
      ) : (
        <h1 className={classes.titleText} data-testid="doc-title">
          {doc.name || UNTITLED_DOC}
        </h1>
      )}
    </Group>
  );
}
