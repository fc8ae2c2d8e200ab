import { emptyPlanning, type Planning } from '@hangar/contracts/planning';
import type { Project } from '@hangar/contracts/projects';
import { routes } from '@hangar/contracts/routes';
import { Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../ui/EmptyState';
import { projectKeys } from '../../projects/queries';
import { dayNumber, todayIso } from '../timeline/planning-dates';
import {
  planningItems,
  removeItem,
  shiftItem,
  upsertItem,
  type PlanningItem,
  type PlanningItemKind,
  type ShiftMode,
} from '../timeline/planning-edit';
import { openPlanningItemDetails, openPlanningItemForm } from './planning-modals';
import { PlanningTimeline } from './PlanningTimeline';
import { PlanningToolbar } from './PlanningToolbar';
import { itemDescription } from './TimelineRow';
import { PLANNING_ZOOMS, type PlanningZoom } from '../timeline/timeline-scale';
import { useSavePlanning } from '../use-save-planning';

interface PlanningViewProps {
  workspaceId: number;
  project: Project;
  /** Editors drag, add and edit; viewers read. */
  editable: boolean;
  fullscreen: boolean;
}

/** The zoom is in the address (`?zoom=`), so full screen and a reload keep it. */
function useZoom(): [PlanningZoom, (zoom: PlanningZoom) => void] {
  const [params, setParams] = useSearchParams();
  const zoom = PLANNING_ZOOMS.find((value) => value === params.get('zoom')) ?? 'month';
  const setZoom = (value: PlanningZoom) =>
    setParams(
      (current) => {
        current.set('zoom', value);
        return current;
      },
      { replace: true },
    );
  return [zoom, setZoom];
}

/**
 * The planning of a project (docs/planning.md): toolbar, timeline, add/edit/delete forms.
 * Every change shows at once and is saved through PUT /projects/{id}/planning.
 */
export function PlanningView({ workspaceId, project, editable, fullscreen }: PlanningViewProps) {
  const queryClient = useQueryClient();
  const [zoom, setZoom] = useZoom();
  const [todaySignal, setTodaySignal] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const helpId = useId();
  const save = useSavePlanning(workspaceId, project.id);
  const today = todayIso();
  const planning = project.planning ?? emptyPlanning();
  // Changes apply to the latest planning (another change may be on its way).
  const latest = (): Planning =>
    queryClient.getQueryData<Project>(projectKeys.detail(workspaceId, project.id))?.planning ??
    emptyPlanning();

  const context = {
    workspaceId,
    projectId: project.id,
    today,
    onSave: (item: PlanningItem) => save(upsertItem(latest(), item)),
    onDelete: (item: PlanningItem) => save(removeItem(latest(), item.id)),
  };
  const onShift = (item: PlanningItem, mode: ShiftMode, days: number) => {
    const next = shiftItem(latest(), item.id, mode, days);
    save(next);
    const moved = planningItems(next).find((entry) => entry.id === item.id);
    if (moved) setAnnouncement(itemDescription(moved));
  };
  const onOpen = (item: PlanningItem) =>
    editable
      ? openPlanningItemForm(context, item.kind, item)
      : openPlanningItemDetails(context, item);
  const onAdd = editable
    ? (kind: PlanningItemKind) => openPlanningItemForm(context, kind, null)
    : undefined;
  const screenTo = fullscreen
    ? routes.projectPage(workspaceId, project.id, 'planning')
    : routes.planningFullscreen(workspaceId, project.id);
  const empty = planning.phases.length === 0 && planning.milestones.length === 0;

  return (
    <Stack gap="md" style={fullscreen ? { flex: 1, minHeight: 0 } : undefined}>
      <PlanningToolbar
        zoom={zoom}
        onZoom={setZoom}
        onToday={() => setTodaySignal((value) => value + 1)}
        onAdd={onAdd}
        screen={{ to: `${screenTo}?zoom=${zoom}`, fullscreen }}
      />
      {empty ? (
        <EmptyState
          icon={<IconCalendarEvent size={26} stroke={1.6} />}
          title="No planning yet"
          action={
            onAdd ? (
              <Group gap="sm" justify="center">
                <Button onClick={() => onAdd('phase')}>Add a phase</Button>
                <Button variant="light" onClick={() => onAdd('milestone')}>
                  Add a milestone
                </Button>
              </Group>
            ) : null
          }
        >
          Phases and milestones of the project on a timeline, shared by the whole team.
        </EmptyState>
      ) : (
        <PlanningTimeline
          planning={planning}
          zoom={zoom}
          today={dayNumber(today)}
          editable={editable}
          todaySignal={todaySignal}
          keyboardHelpId={helpId}
          onOpen={onOpen}
          onShift={onShift}
        />
      )}
      {editable && !empty ? (
        <Text id={helpId} size="xs" c="dimmed">
          Drag a bar to move it, or its ends to change its dates. With the keyboard, focus a bar and
          use the arrow keys (with Shift: a week at a time); Enter opens it.
        </Text>
      ) : null}
      {!editable ? (
        <Text size="xs" c="dimmed">
          You can view this planning; only people who can edit the project change it.
        </Text>
      ) : null}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </Stack>
  );
}
