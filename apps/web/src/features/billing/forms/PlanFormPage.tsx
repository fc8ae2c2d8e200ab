import { Radio, Stack, Text } from '@mantine/core';
import { seatKey } from '@hangar/domain/billing';
import { OFFERED_PLAN, type Plan } from '@hangar/domain/constants';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorCard } from '../../../ui/ErrorCard';
import { RadioCard } from '../../../ui/RadioCard';
import { PLAN_LABELS } from '../../workspaces/labels';
import { useWorkspaceId } from '../../workspaces/queries';
import { changePlan } from '../billing-api';
import { SeatPriceNote } from '../plans/PlanOptions';
import { subscriptionQuery, useBillingInfo } from '../queries';
import { BillingFormCard, SaveChangeButton } from './BillingFormCard';
import { useBillingChange } from './use-billing-change';
import { PageLoader } from '../../../ui/PageLoader';

/**
 * /settings/billing/form/plan: the plans on offer (PREMIUM; the current plan stays listed when
 * it is another). A change takes effect now, the difference prorated.
 */
export function PlanFormPage() {
  const workspaceId = useWorkspaceId();
  const info = useBillingInfo(workspaceId).data;
  const subscription = useQuery(subscriptionQuery(workspaceId)).data;
  const [chosen, setChosen] = useState<Plan | null>(null);
  const save = useBillingChange(
    workspaceId,
    (plan: Plan) => changePlan(workspaceId, plan),
    (result) => `The workspace is now on ${PLAN_LABELS[result.plan]}`,
  );
  if (!info || !subscription) return <PageLoader label="Loading plans" />;

  const plans = [...new Set<Plan>([OFFERED_PLAN, subscription.plan])];
  const value = chosen ?? subscription.plan;
  return (
    <BillingFormCard intro="A new plan applies at once; the rest of the period is charged or credited pro rata.">
      {save.error ? <ErrorCard error={save.error} onClose={() => save.reset()} /> : null}
      <Radio.Group
        label="Plan"
        value={value}
        onChange={(next) => setChosen(plans.find((plan) => plan === next) ?? null)}
      >
        <Stack gap="sm" mt="xs">
          {plans.map((plan) => {
            const price = info.prices[seatKey(plan, subscription.cycle)];
            return (
              <RadioCard key={plan} value={plan}>
                <Text fw={600}>
                  {PLAN_LABELS[plan]}
                  {plan === subscription.plan ? ' (current)' : ''}
                </Text>
                <SeatPriceNote seatPrice={price} cycle={subscription.cycle} />
              </RadioCard>
            );
          })}
        </Stack>
      </Radio.Group>
      {plans.length === 1 ? (
        <Text size="sm" c="dimmed">
          {PLAN_LABELS[OFFERED_PLAN]} is the plan on offer, and the workspace is on it.
        </Text>
      ) : null}
      <SaveChangeButton save={save} input={value} unchanged={value === subscription.plan}>
        Change plan
      </SaveChangeButton>
    </BillingFormCard>
  );
}
