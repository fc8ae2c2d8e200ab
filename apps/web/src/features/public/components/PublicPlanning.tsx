import { Text } from '@mantine/core';
import type { Planning } from '@hangar/contracts/planning';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { EmptyState } from '../../../ui/EmptyState';
import { dayNumber, todayIso } from '../../planning/timeline/planning-dates';
import { PlanningTimeline } from '../../planning/components/PlanningTimeline';
import { PlanningToolbar } from '../../planning/components/PlanningToolbar';
import type { PlanningZoom } from '../../planning/timeline/timeline-scale';

const nothing = () => undefined;

/** A project link's planning: the timeline with its zoom and Today, read-only. */
export function PublicPlanning({ planning }: { planning: Planning }) {
  const [zoom, setZoom] = useState<PlanningZoom>('month');
  const [todaySignal, setTodaySignal] = useState(0);
  const helpId = useId();
  if (planning.phases.length === 0 && planning.milestones.length === 0) {
    return (
      <EmptyState icon={<IconCalendarEvent size={24} />} title="No planning yet" compact>
        <Text size="sm" c="dimmed">
          Phases and milestones of the project show here.
        </Text>
      </EmptyState>
    );
  }
  return (
    <>
      <PlanningToolbar
        zoom={zoom}
        onZoom={setZoom}
        onToday={() => setTodaySignal((value) => value + 1)}
      />
      <PlanningTimeline
        planning={planning}
        zoom={zoom}
        today={dayNumber(todayIso())}
        editable={false}
        todaySignal={todaySignal}
        keyboardHelpId={helpId}
        onOpen={nothing}
        onShift={nothing}
      />
    </>
  );
}
