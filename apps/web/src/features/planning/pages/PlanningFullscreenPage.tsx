import { Group, Text, Title } from '@mantine/core';
import { DocumentTitle } from '../../../app/layouts/PageTitle';
import { PlanningView } from '../components/PlanningView';
import { usePlanningProject } from './PlanningPage';
import classes from '../components/Planning.module.css';

/** The planning over the whole window (`/planning/fullscreen`, the fullscreen layout). */
export function PlanningFullscreenPage() {
  const { workspaceId, project, editable } = usePlanningProject();
  if (!project) return null;
  return (
    <div className={classes.fullscreen}>
      <DocumentTitle title={`Planning · ${project.name}`} />
      <Group gap="xs" wrap="nowrap" miw={0}>
        <Text fz="xl" aria-hidden="true">
          {project.emoji ?? '📁'}
        </Text>
        <Title order={1} fz="lg" fw={600} lineClamp={1}>
          {project.name} · Planning
        </Title>
      </Group>
      <PlanningView workspaceId={workspaceId} project={project} editable={editable} fullscreen />
    </div>
  );
}
