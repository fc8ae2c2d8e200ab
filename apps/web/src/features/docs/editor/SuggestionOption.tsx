import { UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';

interface SuggestionOptionProps {
  selected: boolean;
  /** The mouse over it selects it. */
  onSelect: () => void;
  onPick: () => void;
  className?: string;
  id?: string;
  tabIndex?: number;
  children: ReactNode;
}

/** One option of a suggestion list: a click picks it without taking the focus from the editor. */
export function SuggestionOption({ selected, onSelect, onPick, ...props }: SuggestionOptionProps) {
  return (
    <UnstyledButton
      {...props}
      role="option"
      aria-selected={selected}
      data-selected={selected || undefined}
      onMouseEnter={onSelect}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPick}
    />
  );
}
