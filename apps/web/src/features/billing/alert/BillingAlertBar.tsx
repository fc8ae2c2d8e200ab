import { Button, Group, Text } from '@mantine/core';
import { BILLING_ALERT_TEXTS, type BillingAlert } from '@hangar/domain/billing';
import {
  IconAlertTriangle,
  IconCreditCard,
  IconInfoCircle,
  IconUserPlus,
  type Icon,
} from '@tabler/icons-react';
import { useReducer, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { useWorkspace } from '../../workspaces/queries';
import {
  alertActionTarget,
  dismissCanceledAlert,
  isCanceledAlertDismissed,
  visibleBillingAlert,
} from './billing-alert-state';
import classes from './BillingAlertBar.module.css';

const LOOKS: Record<BillingAlert, { color: string; icon: Icon }> = {
  payment: { color: 'red', icon: IconAlertTriangle },
  seat: { color: 'orange', icon: IconUserPlus },
  canceled: { color: 'blue', icon: IconInfoCircle },
  expiring: { color: 'yellow', icon: IconCreditCard },
};

/**
 * The billing alert bar of the signed-in layouts (SPEC.md sections 4 and 8): the one alert
 * of highest priority. Owners get the action that fixes it; others read the text only. The
 * canceled alert is information anyone may dismiss (remembered per workspace).
 */
export function BillingAlertBar({ workspaceId }: { workspaceId: number }) {
  const workspace = useWorkspace(workspaceId);
  const [, refresh] = useReducer((count: number) => count + 1, 0);
  if (!workspace) return null;
  const { billing } = workspace;
  const alert = visibleBillingAlert(billing, isCanceledAlertDismissed(workspaceId, billing));
  if (!alert) return null;
  const { color, icon: AlertIcon } = LOOKS[alert];
  const { text, action } = BILLING_ALERT_TEXTS[alert];
  const owner = workspace.abilities.manageBilling;

  return (
    <aside
      className={classes.bar}
      aria-label="Billing alert"
      data-alert={alert}
      style={
        {
          background: `var(--mantine-color-${color}-light)`,
          borderColor: `var(--mantine-color-${color}-light-hover)`,
          // Dark text on the light scheme; Mantine's adaptive light-variant text on the dark one.
          '--alert-text': `var(--mantine-color-${color}-9)`,
          '--alert-text-dark': `var(--mantine-color-${color}-light-color)`,
        } as CSSProperties
      }
    >
      <Group justify="center" gap="xs" wrap="wrap" className={classes.content}>
        <Group gap={8} wrap="nowrap">
          <AlertIcon
            size={18}
            stroke={1.8}
            color={`var(--mantine-color-${color}-${alert === 'expiring' ? 8 : 7})`}
            aria-hidden
          />
          <Text size="sm" fw={600} className={classes.text}>
            {text}
          </Text>
        </Group>
        {alert === 'canceled' ? (
          <Button
            size="compact-sm"
            variant="subtle"
            color={color}
            onClick={() => {
              dismissCanceledAlert(workspaceId, billing);
              refresh();
            }}
          >
            {action}
          </Button>
        ) : owner ? (
          <Button
            component={Link}
            to={alertActionTarget(alert, workspaceId)}
            size="compact-sm"
            color={color}
            c={alert === 'expiring' ? 'dark' : undefined}
          >
            {action}
          </Button>
        ) : null}
      </Group>
    </aside>
  );
}
