import { Text } from '@mantine/core';
import type { BillingInfo, Subscription } from '@hangar/contracts/billing';
import { formatEuros } from '@hangar/domain/format';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorCard } from '../../../ui/ErrorCard';
import { teamQuery, useWorkspaceId } from '../../workspaces/queries';
import { changeSeats } from '../billing-api';
import { formatBillingDate } from '../billing-labels';
import { seatsLabel, SeatPicker } from '../plans/PlanOptions';
import { subscriptionQuery, useBillingInfo } from '../queries';
import { seatChange } from '../seat-change';
import { BillingFormCard, SaveChangeButton } from './BillingFormCard';
import { useBillingChange } from './use-billing-change';
import { PageLoader } from '../../../ui/PageLoader';

function SeatChangeNote({ info, subscription, seats }: SeatsFormProps & { seats: number }) {
  const change = seatChange(info, subscription, seats);
  if (change.kind === 'same') {
    return (
      <Text size="sm" c="dimmed">
        The subscription has {seatsLabel(seats)}.
      </Text>
    );
  }
  if (change.kind === 'period-end') {
    return (
      <Text size="sm">
        Fewer seats take effect on {formatBillingDate(change.date)}, at the end of the period
        already paid for.
      </Text>
    );
  }
  return (
    <Text size="sm">
      The new seats are added now.{' '}
      {change.amount > 0
        ? `About ${formatEuros(change.amount + change.tax)} (tax included) is charged now for the rest of the period.`
        : 'Nothing is charged during the trial.'}
    </Text>
  );
}

interface SeatsFormProps {
  info: BillingInfo;
  subscription: Subscription;
}

function SeatsForm({ info, subscription }: SeatsFormProps) {
  const workspaceId = useWorkspaceId();
  const team = useQuery(teamQuery(workspaceId)).data;
  const [seats, setSeats] = useState(subscription.nb_seats);
  const save = useBillingChange(
    workspaceId,
    (count: number) => changeSeats(workspaceId, count),
    (_result, count) =>
      count > subscription.nb_seats
        ? `The workspace now has ${seatsLabel(count)}`
        : `${seatsLabel(count)} from ${formatBillingDate(info.cycle_end_date ?? subscription.current_period_end)}`,
  );
  return (
    <>
      {save.error ? <ErrorCard error={save.error} onClose={() => save.reset()} /> : null}
      <SeatPicker value={seats} onChange={setSeats} teamSize={team?.length} />
      <SeatChangeNote info={info} subscription={subscription} seats={seats} />
      <SaveChangeButton save={save} input={seats} unchanged={seats === subscription.nb_seats}>
        Save seats
      </SaveChangeButton>
    </>
  );
}

/** /settings/billing/form/seats: more seats now (prorated), fewer at the end of the period. */
export function SeatsFormPage() {
  const workspaceId = useWorkspaceId();
  const info = useBillingInfo(workspaceId).data;
  const subscription = useQuery(subscriptionQuery(workspaceId)).data;
  if (!info || !subscription) return <PageLoader label="Loading seats" />;
  return (
    <BillingFormCard intro="Every person in the team, invitations included, takes a seat.">
      <SeatsForm info={info} subscription={subscription} />
    </BillingFormCard>
  );
}
