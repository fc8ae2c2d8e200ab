import {
  ActionIcon,
  Button,
  NumberInput,
  Popover,
  Stack,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import {
  PHASE_END_BEFORE_START,
  PLANNING_FIRST_DAY,
  PLANNING_LAST_DAY,
} from '@hangar/contracts/planning';
import {
  DEFAULT_VIEW_DAYS,
  MAX_VIEW_LOGS,
  type ProjectViewAttrs,
} from '@hangar/contracts/project-views';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useState } from 'react';
import { addDays } from '../../../../planning/timeline/planning-dates';
import type { DayRange } from './view-range';

/** A day the planning can show, picked with the browser's date input. */
function DayInput(props: TextInputProps) {
  return <TextInput type="date" min={PLANNING_FIRST_DAY} max={PLANNING_LAST_DAY} {...props} />;
}

type Change = Partial<Pick<ProjectViewAttrs, 'limit' | 'from' | 'to'>>;

interface ViewSettingsProps {
  attrs: ProjectViewAttrs;
  range: DayRange;
  /** Sets the node's attributes: the change reaches every co-editor like every other edit. */
  onChange: (change: Change) => void;
}

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

function LogsSettings({ attrs, onChange }: Omit<ViewSettingsProps, 'range'>) {
  return (
    <NumberInput
      label="Logs shown"
      description={`The latest, 1 to ${MAX_VIEW_LOGS}`}
      min={1}
      max={MAX_VIEW_LOGS}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="strict"
      value={attrs.limit ?? 5}
      onChange={(value) => {
        if (typeof value === 'number' && value >= 1 && value <= MAX_VIEW_LOGS) {
          onChange({ limit: value });
        }
      }}
      data-autofocus
    />
  );
}

function PlanningSettings({ range, onChange }: Omit<ViewSettingsProps, 'attrs'>) {
  const [error, setError] = useState<string | null>(null);
  const pick = (side: 'from' | 'to', value: string) => {
    if (!isDay(value) || value < PLANNING_FIRST_DAY || value > PLANNING_LAST_DAY) return;
    const next = { ...range, [side]: value };
    // A start past the end moves the end along: the view keeps its length.
    if (side === 'from' && next.from > next.to) next.to = addDays(value, DEFAULT_VIEW_DAYS);
    if (next.from > next.to) {
      setError(PHASE_END_BEFORE_START);
      return;
    }
    setError(null);
    onChange(next);
  };
  return (
    <Stack gap="xs">
      <DayInput
        label="From"
        value={range.from}
        onChange={(event) => pick('from', event.currentTarget.value)}
        data-autofocus
      />
      <DayInput
        label="To"
        value={range.to}
        error={error}
        onChange={(event) => pick('to', event.currentTarget.value)}
      />
      <Button
        variant="light"
        size="compact-sm"
        onClick={() => {
          setError(null);
          onChange({ from: null, to: null });
        }}
      >
        Next 30 days
      </Button>
    </Stack>
  );
}

/** The view's settings, for editors: how many logs, or which days of the planning. */
export function ViewSettings(props: ViewSettingsProps) {
  if (props.attrs.view === 'links') return null;
  return (
    <Popover position="bottom-end" shadow="md" width={240} trapFocus withinPortal>
      <Popover.Target>
        <ActionIcon variant="subtle" color="gray" aria-label="View settings">
          <IconAdjustmentsHorizontal size={16} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        {props.attrs.view === 'logs' ? (
          <LogsSettings attrs={props.attrs} onChange={props.onChange} />
        ) : (
          <PlanningSettings range={props.range} onChange={props.onChange} />
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
