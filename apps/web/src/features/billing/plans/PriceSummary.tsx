import { Divider, Group, Stack, Text } from '@mantine/core';
import { formatEuros } from '@hangar/domain/format';
import { taxLineLabel } from '@hangar/domain/tax';
import type { BillingCycle } from '@hangar/domain/constants';
import { CYCLE_UNIT, type PriceDetails } from '../plan-choice';
import { seatsLabel } from './PlanOptions';

interface PriceSummaryProps {
  price: PriceDetails;
  cycle: BillingCycle;
  /** The total's label; by default 'Total per month' or 'Total per year'. */
  totalLabel?: string;
}

function Line({ label, amount, strong }: { label: string; amount: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400} c={strong ? undefined : 'dimmed'}>
        {label}
      </Text>
      <Text
        size={strong ? 'lg' : 'sm'}
        fw={strong ? 700 : 500}
        style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
      >
        {amount}
      </Text>
    </Group>
  );
}

/** Seats x price, the tax (with its mention at 0 %) and the total, in fr-FR euros (SPEC.md section 9). */
export function PriceSummary({ price, cycle, totalLabel }: PriceSummaryProps) {
  const unit = CYCLE_UNIT[cycle];
  return (
    <Stack gap={6} data-testid="price-summary">
      <Line
        label={`${seatsLabel(price.seats)} × ${formatEuros(price.seatPrice)}`}
        amount={formatEuros(price.subtotal)}
      />
      <Line
        label={taxLineLabel({ ratePercent: price.taxRate, mention: price.taxMention })}
        amount={formatEuros(price.tax)}
      />
      <Divider my={4} />
      <Line label={totalLabel ?? `Total per ${unit}`} amount={formatEuros(price.total)} strong />
    </Stack>
  );
}
