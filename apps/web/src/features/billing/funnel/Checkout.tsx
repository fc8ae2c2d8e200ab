import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { BillingInfo, Subscription } from '@hangar/contracts/billing';
import { routes } from '@hangar/contracts/routes';
import { formatEuros } from '@hangar/domain/format';
import { IconLock } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ErrorCard } from '../../../ui/ErrorCard';
import { PLAN_LABELS } from '../../workspaces/labels';
import { subscribe } from '../billing-api';
import { cardLabel } from '../billing-labels';
import { asOwnBillingAction } from '../own-actions';
import { CYCLE_LABELS, priceDetails, selectionSearch, type PlanSelection } from '../plan-choice';
import { seatsLabel } from '../plans/PlanOptions';
import { PriceSummary } from '../plans/PriceSummary';
import { invalidateBilling } from '../queries';
import { Fact } from '../settings/Fact';

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
      asOwnBillingAction(workspaceId, () =>
        subscribe(workspaceId, {
          plan: selection.plan,
          cycle: selection.cycle,
          nb_seats: selection.seats,
        }),
      ),
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
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Fact label="Plan">
          {PLAN_LABELS[selection.plan]} · {CYCLE_LABELS[selection.cycle]} ·{' '}
          {seatsLabel(selection.seats)}{' '}
          <Text component={Link} to={step('plan')} size="sm" c="indigo">
            Change
          </Text>
        </Fact>
        <Fact label="Card">
          {info.payment_method ? cardLabel(info.payment_method) : 'None'}{' '}
          <Text component={Link} to={step('payment-method')} size="sm" c="indigo">
            Change
          </Text>
        </Fact>
        <Fact label="Billed to">
          {info.customer ? `${info.customer.name} (${info.customer.email})` : 'Nobody yet'}{' '}
          <Text component={Link} to={step('customer')} size="sm" c="indigo">
            Change
          </Text>
        </Fact>
      </SimpleGrid>
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
