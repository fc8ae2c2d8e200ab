import { ActionIcon, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

interface EditorToolButtonProps {
  /** The button's name and tooltip. */
  label: string;
  icon: ReactNode;
  /** Lit (a mark of the selection, Match case on). */
  active?: boolean;
  /** Switches something on and off: says whether it is on (`aria-pressed`). */
  toggles?: boolean;
  onClick: () => void;
}

/** An icon button of the editor's toolbars (the text's marks, the find bar), lit while active. */
export function EditorToolButton(props: EditorToolButtonProps) {
  const { label, icon, active = false, toggles = false, onClick } = props;
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant={active ? 'light' : 'subtle'}
        color={active ? 'indigo' : 'gray'}
        aria-label={label}
        aria-pressed={toggles ? active : undefined}
        onClick={onClick}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}
