import { Alert, Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { BillingInfo, Subscription } from '@hangar/contracts/billing';
import { routes } from '@hangar/contracts/routes';
import { formatEuros } from '@hangar/domain/format';
import { IconLock } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorCard } from '../../../ui/ErrorCard';
import { PLAN_LABELS } from '../../workspaces/labels';
import { subscribe } from '../billing-api';
import { cardLabel } from '../billing-labels';
import { CYCLE_LABELS, priceDetails, selectionSearch, type PlanSelection } from '../plan-choice';
import { seatsLabel } from '../plans/PlanOptions';
import { PriceSummary } from '../plans/PriceSummary';
import { invalidateBilling } from '../queries';
import { Fact } from '../settings/Fact';
import classes from './Checkout.module.css';

function OrderRow({
  label,
  change,
  children,
}: {
  label: string;
  change: string;
  children: ReactNode;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md" py="sm" className={classes.orderRow}>
      <Fact label={label}>{children}</Fact>
      <Anchor
        component={Link}
        to={change}
        size="sm"
        aria-label={`Change the ${label.toLowerCase()}`}
      >
        Change
      </Anchor>
    </Group>
  );
}

interface CheckoutProps {
  workspaceId: number;
  info: BillingInfo;
  selection: PlanSelection;
  /** The provider answered: the subscription is active, or its first payment failed. */
  onSubscribed: (subscription: Subscription) => void;
}

/**
 * The order to confirm: plan, cycle, seats, card, who is billed, the total charged today.
 * 'Subscribe' charges the first period; a refusal shows the provider's message.
 */
export function Checkout({ workspaceId, info, selection, onSubscribed }: CheckoutProps) {
  const queryClient = useQueryClient();
  const order = useMutation({
    mutationFn: () =>
      subscribe(workspaceId, {
        plan: selection.plan,
        cycle: selection.cycle,
        nb_seats: selection.seats,
      }),
    onSuccess: async (subscription) => {
      await invalidateBilling(queryClient, workspaceId);
      onSubscribed(subscription);
    },
  });
  const price = priceDetails(info, selection);
  const search = selectionSearch(selection);
  const step = (name: 'customer' | 'payment-method' | 'plan') =>
    `${routes.billingFunnel(workspaceId, name)}${search}`;
  const missing = !info.customer ? 'customer' : !info.payment_method ? 'payment-method' : null;

  return (
    <Stack gap="lg">
      {order.error ? <ErrorCard error={order.error} onClose={() => order.reset()} /> : null}
      <Paper withBorder radius="md" px="md">
        <OrderRow label="Plan" change={step('plan')}>
          {PLAN_LABELS[selection.plan]} · {CYCLE_LABELS[selection.cycle]} ·{' '}
          {seatsLabel(selection.seats)}
        </OrderRow>
        <OrderRow label="Card" change={step('payment-method')}>
          {info.payment_method ? cardLabel(info.payment_method) : 'None yet'}
        </OrderRow>
        <OrderRow label="Billed to" change={step('customer')}>
          {info.customer ? `${info.customer.name} · ${info.customer.email}` : 'Nobody yet'}
        </OrderRow>
      </Paper>
      {price ? (
        <PriceSummary price={price} cycle={selection.cycle} totalLabel="Total today" />
      ) : null}
      {missing ? (
        <Alert
          color="yellow"
          title={missing === 'customer' ? 'Billing details missing' : 'Card missing'}
        >
          <Group justify="space-between" gap="sm">
            <Text size="sm">
              {missing === 'customer'
                ? 'Add the billing details before subscribing.'
                : 'Add the card to charge before subscribing.'}
            </Text>
            <Button component={Link} to={step(missing)} size="xs">
              {missing === 'customer' ? 'Add billing details' : 'Add a card'}
            </Button>
          </Group>
        </Alert>
      ) : null}
      <Stack gap={6} align="flex-end">
        <Button
          size="md"
          onClick={() => order.mutate()}
          loading={order.isPending}
          disabled={missing !== null || !price}
          leftSection={<IconLock size={18} />}
        >
          {price ? `Subscribe and pay ${formatEuros(price.total)}` : 'Subscribe'}
        </Button>
        <Text size="xs" c="dimmed" ta="right">
          Renews every {selection.cycle === 'monthly' ? 'month' : 'year'}; cancel anytime.
        </Text>
      </Stack>
    </Stack>
  );
}
