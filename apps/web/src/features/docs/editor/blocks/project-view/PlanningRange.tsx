import { Group, Stack, Text } from '@mantine/core';
import type { Planning } from '@hangar/contracts/planning';
import { useQuery } from '@tanstack/react-query';
import { IconFlag } from '@tabler/icons-react';
import { dayNumber, formatDayRange } from '../../../../planning/timeline/planning-dates';
import { projectQuery } from '../../../../projects/queries';
import { usePublicLink } from '../../../../public/use-public-link';
import { plannedIn, type DayRange, type PlannedItem } from './view-range';
import { ViewError, ViewLoading, ViewMessage } from './ViewMessage';
import classes from './project-view.module.css';

/** Where an item sits in the range, as percentages of its width (clipped to it). */
function spanOf(item: PlannedItem, range: DayRange): { left: number; width: number } {
  const first = dayNumber(range.from);
  const days = dayNumber(range.to) - first + 1;
  const start = Math.max(dayNumber(item.start), first) - first;
  const end = Math.min(dayNumber(item.end), dayNumber(range.to)) - first + 1;
  return { left: (start / days) * 100, width: Math.max(((end - start) / days) * 100, 1.5) };
}

function PlannedRow({ item, range }: { item: PlannedItem; range: DayRange }) {
  const span = spanOf(item, range);
  const color = `var(--mantine-color-${item.color}-filled)`;
  return (
    <li className={classes.planRow} aria-label={item.name}>
      <Group gap={6} wrap="nowrap" justify="space-between">
        <Group gap={6} wrap="nowrap" miw={0}>
          {item.kind === 'milestone' ? (
            <IconFlag size={14} color={color} aria-label="Milestone" />
          ) : (
            <span className={classes.swatch} style={{ background: color }} aria-hidden="true" />
          )}
          <Text size="sm" fw={500} className={classes.wrap}>
            {item.name}
          </Text>
        </Group>
        <Text size="xs" c="dimmed" className={classes.noWrap}>
          {formatDayRange(item.start, item.end)}
          {item.progress !== null ? ` · ${item.progress}%` : ''}
        </Text>
      </Group>
      <div className={classes.track} aria-hidden="true">
        {item.kind === 'milestone' ? (
          <div className={classes.milestone} style={{ left: `${span.left}%`, background: color }} />
        ) : (
          <div
            className={classes.bar}
            style={{
              left: `${span.left}%`,
              width: `${span.width}%`,
              background: `var(--mantine-color-${item.color}-light)`,
              borderColor: color,
            }}
          >
            <div
              className={classes.done}
              style={{ width: `${item.progress ?? 0}%`, background: color }}
            />
          </div>
        )}
      </div>
    </li>
  );
}

function PlannedItems({ planning, range }: { planning: Planning | null; range: DayRange }) {
  const items = plannedIn(planning, range);
  if (items.length === 0) return <ViewMessage>Nothing planned in these days.</ViewMessage>;
  return (
    <Stack component="ul" gap="xs">
      {items.map((item) => (
        <PlannedRow key={item.id} item={item} range={range} />
      ))}
    </Stack>
  );
}

/** The project's phases and milestones in the range (the project's query: live as its page). */
export function MemberPlanning(props: { workspaceId: number; projectId: number; range: DayRange }) {
  const project = useQuery(projectQuery(props.workspaceId, props.projectId));
  if (project.error) {
    return (
      <ViewError error={project.error} what="planning" onRetry={() => void project.refetch()} />
    );
  }
  if (!project.data) return <ViewLoading />;
  return <PlannedItems planning={project.data.planning} range={props.range} />;
}

/** The same from a project's share link (its planning is public); a doc's own link has none. */
export function PublicPlanningRange({ range }: { range: DayRange }) {
  const { project } = usePublicLink();
  if (!project) return <ViewLoading />;
  if (project.mode !== 'project') return <ViewMessage>Not shared publicly.</ViewMessage>;
  return <PlannedItems planning={project.planning} range={range} />;
}
