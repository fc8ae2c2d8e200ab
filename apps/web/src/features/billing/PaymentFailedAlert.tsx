import { Button } from '@mantine/core';
import { routes } from '@hangar/contracts/routes';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ActionAlert } from '../../ui/ActionAlert';
import { BILLING_ALERT_TEXTS } from '@hangar/domain/billing';

/** The last payment failed: the way to pay it with another card (the funnel's last step). */
export function PaymentFailedAlert({
  workspaceId,
  children,
}: {
  workspaceId: number;
  children: ReactNode;
}) {
  return (
    <ActionAlert
      color="red"
      icon={<IconAlertTriangle size={20} />}
      title={BILLING_ALERT_TEXTS.payment.text}
      action={
        <Button
          component={Link}
          to={routes.billingFunnel(workspaceId, 'finalization')}
          color="red"
          size="xs"
        >
          {BILLING_ALERT_TEXTS.payment.action}
        </Button>
      }
    >
      {children}
    </ActionAlert>
  );
}
