import { Button, Group, Stack, Text } from '@mantine/core';
import { CANT_CREATE_MORE_DOCS } from '@hangar/contracts/docs';
import { CANT_CREATE_MORE_GROUPS } from '@hangar/contracts/groups';
import { CANT_CREATE_MORE_LOGS } from '@hangar/contracts/logs';
import { routes } from '@hangar/contracts/routes';
import { MODAL_WIDTH } from '@hangar/domain/constants';
import type { LimitedItem } from '@hangar/domain/plans';
import { IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router';
import { openDialog } from '../../../ui/overlays';

/** What someone who may not upgrade reads under a free plan's limit. */
export const ASK_THE_OWNER_TO_UPGRADE = 'Only the owner of the workspace can upgrade it: ask them.';

/** The free plan's limit modals (SPEC.md section 5): title and text per kind of item. */
const PLAN_LIMIT_TEXTS: Record<LimitedItem, { title: string; text: string }> = {
  groups: { title: "Can't create more groups", text: CANT_CREATE_MORE_GROUPS },
  docs: { title: "Can't create more documents", text: CANT_CREATE_MORE_DOCS },
  logs: { title: "Can't create more logs", text: CANT_CREATE_MORE_LOGS },
};

interface PlanLimitOptions {
  item: LimitedItem;
  workspaceId: number;
  /** Owners get Upgrade (to /settings/upgrade); others are told to ask the owner. */
  canUpgrade: boolean;
}

/** Opens "Can't create more ..." with its Upgrade button. Returns the modal id. */
export function openPlanLimitModal({ item, workspaceId, canUpgrade }: PlanLimitOptions): string {
  const { title, text } = PLAN_LIMIT_TEXTS[item];
  return openDialog({
    title,
    size: MODAL_WIDTH.default,
    render: (close) => (
      <Stack gap="lg">
        <Text size="sm">{text}</Text>
        {canUpgrade ? null : (
          <Text size="sm" c="dimmed">
            {ASK_THE_OWNER_TO_UPGRADE}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {canUpgrade ? 'Cancel' : 'Close'}
          </Button>
          {canUpgrade ? (
            <Button
              component={Link}
              to={routes.settings(workspaceId, 'upgrade')}
              leftSection={<IconSparkles size={16} />}
              onClick={close}
            >
              Upgrade
            </Button>
          ) : null}
        </Group>
      </Stack>
    ),
  });
}
