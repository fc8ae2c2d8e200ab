import { Tooltip } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';

/** The globe after a title in the top bar while the project or doc is shared by a public link. */
export function SharedByLinkIcon() {
  return (
    <Tooltip label="Shared by a public link">
      <IconWorld
        size={16}
        aria-label="Shared by a public link"
        color="var(--mantine-color-indigo-6)"
        style={{ flex: 'none' }}
      />
    </Tooltip>
  );
}
