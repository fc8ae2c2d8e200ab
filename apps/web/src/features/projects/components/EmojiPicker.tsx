import {
  ActionIcon,
  Button,
  Input,
  Popover,
  SimpleGrid,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { DEFAULT_PROJECT_EMOJI } from '../project-emoji';
import classes from './EmojiPicker.module.css';

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
          <SimpleGrid cols={8} spacing={2} verticalSpacing={2} role="listbox" aria-label="Emojis">
            {PROJECT_EMOJIS.map((emoji) => (
              <UnstyledButton
                key={emoji}
                className={classes.emoji}
                data-selected={emoji === value || undefined}
                onClick={() => pick(emoji)}
                role="option"
                aria-selected={emoji === value}
                aria-label={emoji}
              >
                {emoji}
              </UnstyledButton>
            ))}
          </SimpleGrid>
          <Button
            variant="subtle"
            color="gray"
            size="compact-sm"
            fullWidth
            mt="xs"
            onClick={() => pick(null)}
          >
            No emoji
          </Button>
        </Popover.Dropdown>
      </Popover>
    </Input.Wrapper>
  );
}
