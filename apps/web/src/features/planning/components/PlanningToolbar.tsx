import { Button, Group, SegmentedControl } from '@mantine/core';
import { IconDiamond, IconMaximize, IconMinimize, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { PlanningItemKind } from '../timeline/planning-edit';
import { PLANNING_ZOOMS, ZOOM_LABELS, type PlanningZoom } from '../timeline/timeline-scale';

interface PlanningToolbarProps {
  zoom: PlanningZoom;
  onZoom: (zoom: PlanningZoom) => void;
  onToday: () => void;
  /** Editors add items; viewers get no such buttons. */
  onAdd?: (kind: PlanningItemKind) => void;
  /** The full screen view (or back from it); none on shared pages. */
  screen?: { to: string; fullscreen: boolean };
}

/** Zoom (week, month, quarter), Today, the add buttons for editors, full screen. */
export function PlanningToolbar({ zoom, onZoom, onToday, onAdd, screen }: PlanningToolbarProps) {
  return (
    <Group justify="space-between" gap="sm">
      <Group gap="sm">
        <SegmentedControl
          aria-label="Zoom"
          value={zoom}
          onChange={(value) => {
            const chosen = PLANNING_ZOOMS.find((entry) => entry === value);
            if (chosen) onZoom(chosen);
          }}
          data={PLANNING_ZOOMS.map((value) => ({ value, label: ZOOM_LABELS[value] }))}
        />
        <Button variant="default" onClick={onToday}>
          Today
        </Button>
      </Group>
      <Group gap="sm">
        {onAdd ? (
          <>
            <Button leftSection={<IconPlus size={16} />} onClick={() => onAdd('phase')}>
              Add a phase
            </Button>
            <Button
              variant="light"
              leftSection={<IconDiamond size={16} />}
              onClick={() => onAdd('milestone')}
            >
              Add a milestone
            </Button>
          </>
        ) : null}
        {screen ? (
          <Button
            component={Link}
            to={screen.to}
            variant="subtle"
            color="gray"
            leftSection={
              screen.fullscreen ? <IconMinimize size={16} /> : <IconMaximize size={16} />
            }
          >
            {screen.fullscreen ? 'Exit full screen' : 'Full screen'}
          </Button>
        ) : null}
      </Group>
    </Group>
  );
}
