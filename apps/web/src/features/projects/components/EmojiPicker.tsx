import { ActionIcon, Input, Popover, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { EmojiGrid } from '../../../ui/EmojiGrid';
import { DEFAULT_PROJECT_EMOJI } from '../project-emoji';

/** A curated set: work, places, nature, objects. Enough to tell projects apart at a glance. */
export const PROJECT_EMOJIS = (
  '🚀 🛩️ 🛰️ 🎯 📈 📊 💡 🧪 🛠️ ⚙️ 🧩 📦 🗂️ 📚 📝 📣 🎨 🖥️ 📱 🔒 ' +
  '🌍 🏗️ 🏁 🧭 🌱 🌊 🔥 ⚡ ⭐ 💎 🎉 ❤️ 🐙 🦊 🐝 🍀 ☕ 🎵 🏆 🤝'
).split(' ');

interface EmojiPickerProps {
  value: string | null | undefined;
  onChange: (emoji: string | null) => void;
  label?: string;
  disabled?: boolean;
  error?: string;
}

/** The project's emoji: a button showing it, opening a grid to pick another or none. */
export function EmojiPicker({
  value,
  onChange,
  label = 'Emoji',
  disabled = false,
  error,
}: EmojiPickerProps) {
  const [opened, { close, toggle }] = useDisclosure(false);
  const pick = (emoji: string | null) => {
    onChange(emoji);
    close();
  };
  return (
    <Input.Wrapper label={label} error={error}>
      <Popover
        opened={opened}
        onChange={(next) => !next && close()}
        position="bottom-start"
        shadow="md"
        withinPortal={false}
      >
        <Popover.Target>
          <ActionIcon
            variant="default"
            size={48}
            radius="md"
            onClick={toggle}
            disabled={disabled}
            aria-label={`${label}: ${value ?? 'none'}. Choose another`}
            aria-expanded={opened}
            mt={4}
            display="flex"
          >
            <Text fz={26} lh={1} aria-hidden="true">
              {value ?? DEFAULT_PROJECT_EMOJI}
            </Text>
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p="xs">
          <EmojiGrid emojis={PROJECT_EMOJIS} value={value ?? null} onPick={pick} />
        </Popover.Dropdown>
      </Popover>
    </Input.Wrapper>
  );
}
