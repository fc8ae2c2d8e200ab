import { Button, Text, ThemeIcon } from '@mantine/core';
import type { TrashEntry, TrashKind } from '@hangar/contracts/trash';
import {
  IconFileText,
  IconFolder,
  IconLayoutGrid,
  IconNotes,
  IconPaperclip,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import {
  TRASH_KIND_LABELS,
  trashDeletedText,
  trashDocsText,
  trashEntryPlace,
  trashPurgeText,
} from '../trash-text';
import classes from './Trash.module.css';

const KIND_ICONS: Record<TrashKind, ReactNode> = {
  doc: <IconFileText size={18} />,
  log: <IconNotes size={18} />,
  link: <IconPaperclip size={18} />,
  project: <IconFolder size={18} />,
  group: <IconLayoutGrid size={18} />,
};

interface TrashEntryRowProps {
  entry: TrashEntry;
  /** An action runs on this entry: its buttons wait. */
  busy: boolean;
  onRestore: (entry: TrashEntry) => void;
  onDeleteForever: (entry: TrashEntry) => void;
}

/**
 * One entry of the trash: what it is and was called, where it was, who deleted it and when, when
 * it goes for good, how many docs went with it; 'Restore', and 'Delete forever' when allowed.
 */
export function TrashEntryRow({ entry, busy, onRestore, onDeleteForever }: TrashEntryRowProps) {
  const docs = trashDocsText(entry);
  return (
    <li className={classes.entry} data-testid="trash-entry">
      <ThemeIcon variant="light" color="gray" size={32} radius="md" aria-hidden>
        {KIND_ICONS[entry.kind]}
      </ThemeIcon>
      <div className={classes.body}>
        <Text size="sm" fw={600} lineClamp={2}>
          <Text span inherit c="dimmed" fw={400}>
            {TRASH_KIND_LABELS[entry.kind]}:{' '}
          </Text>
          {entry.name}
        </Text>
        <Text size="xs" c="dimmed" mt={2}>
          {trashEntryPlace(entry)}
          {docs ? ` · ${docs}` : ''}
        </Text>
        <Text size="xs" c="dimmed" mt={2}>
          {trashDeletedText(entry)}
        </Text>
        <Text size="xs" c="dimmed" mt={2}>
          {trashPurgeText(entry)}
        </Text>
      </div>
      <div className={classes.actions}>
        <Button
          size="xs"
          variant="default"
          disabled={busy}
          aria-label={`Restore “${entry.name}”`}
          onClick={() => onRestore(entry)}
        >
          Restore
        </Button>
        {entry.can_delete_forever ? (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            disabled={busy}
            aria-label={`Delete “${entry.name}” forever`}
            onClick={() => onDeleteForever(entry)}
          >
            Delete forever
          </Button>
        ) : null}
      </div>
    </li>
  );
}
