import { Button, Select } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { languageChoices, languageLabel } from './languages';

/**
 * A code block's language while editing: a small button until it is used, then the searchable
 * list, open and focused. A doc of many code blocks mounts no list (nor its floating dropdown)
 * until one is wanted: opening such a doc was spent positioning them.
 */
export function LanguagePicker({
  language,
  onPick,
}: {
  language: string;
  onPick: (language: string | null) => void;
}) {
  const [picking, setPicking] = useState(false);
  const label = languageLabel(language);
  if (!picking) {
    return (
      <Button
        size="compact-xs"
        variant="default"
        w={170}
        justify="space-between"
        fw={400}
        rightSection={<IconChevronDown size={12} />}
        aria-label={`Code language: ${label}`}
        onClick={() => setPicking(true)}
      >
        {label}
      </Button>
    );
  }
  return (
    <Select
      size="xs"
      w={170}
      searchable
      autoFocus
      defaultDropdownOpened
      aria-label="Code language"
      data={languageChoices(language)}
      value={language}
      onChange={(value) => onPick(value || null)}
      onDropdownClose={() => setPicking(false)}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
