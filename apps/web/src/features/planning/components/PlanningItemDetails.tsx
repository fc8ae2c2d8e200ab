import { Anchor, Group, Progress, Stack, Text } from '@mantine/core';
import { IconFileText, IconNotes } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { searchListQuery } from '../../search/queries';
import { formatDayRange } from '../timeline/planning-dates';
import { itemDays, type PlanningItem } from '../timeline/planning-edit';
import { describeLink } from '../planning-links';

interface PlanningItemDetailsProps {
  item: PlanningItem;
  workspaceId: number;
  projectId: number;
  onNavigate: () => void;
}

/** An item as viewers see it: its dates, progress and links (read-only). */
export function PlanningItemDetails({
  item,
  workspaceId,
  projectId,
  onNavigate,
}: PlanningItemDetailsProps) {
  const list = useQuery(searchListQuery(workspaceId));
  const { start, end } = itemDays(item);
  return (
    <Stack gap="md">
      <div>
        <Text size="xs" c="dimmed">
          {item.kind === 'phase' ? 'Phase' : 'Milestone'}
        </Text>
        <Text fw={500}>{formatDayRange(start, end)}</Text>
      </div>
      {item.kind === 'phase' ? (
        <div>
          <Group justify="space-between" mb={4}>
            <Text size="xs" c="dimmed">
              Progress
            </Text>
            <Text size="xs" fw={600}>
              {item.progress}%
            </Text>
          </Group>
          <Progress value={item.progress} color={item.color} aria-label="Progress" />
        </div>
      ) : null}
      <div>
        <Text size="xs" c="dimmed" mb={4}>
          Links
        </Text>
        {item.links.length === 0 ? (
          <Text size="sm" c="dimmed">
            No links
          </Text>
        ) : (
          <Stack gap={6}>
            {item.links.map((link) => {
              const { label, to } = describeLink(link, list.data, workspaceId, projectId);
              const Icon = link.type === 'doc' ? IconFileText : IconNotes;
              return (
                <Group key={`${link.type}-${link.id}`} gap={6} wrap="nowrap">
                  <Icon size={16} stroke={1.6} aria-hidden="true" />
                  <Anchor component={Link} to={to} size="sm" onClick={onNavigate}>
                    {label}
                  </Anchor>
                </Group>
              );
            })}
          </Stack>
        )}
      </div>
    </Stack>
  );
}
