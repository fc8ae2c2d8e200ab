import { SegmentedControl } from '@mantine/core';

type Shown = 'active' | 'archived';

const CHOICES: { value: Shown; label: string }[] = [
  { value: 'active', label: 'Active' },
  { value: 'archived', label: 'Archived' },
];

interface ActiveArchivedControlProps {
  /** Names the control for assistive technology ("Which projects"). */
  label: string;
  value: Shown;
  onChange: (value: Shown) => void;
}

/** Switches a list between its active and its archived items. */
export function ActiveArchivedControl({ label, value, onChange }: ActiveArchivedControlProps) {
  return (
    <SegmentedControl
      aria-label={label}
      value={value}
      onChange={(next) => onChange(next === 'archived' ? 'archived' : 'active')}
      data={CHOICES}
    />
  );
}
