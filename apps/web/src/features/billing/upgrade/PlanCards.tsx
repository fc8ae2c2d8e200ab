import {
  Badge,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { BillingInfo } from '@hangar/contracts/billing';
import { seatKey } from '@hangar/domain/billing';
import { OFFERED_PLAN, type BillingCycle } from '@hangar/domain/constants';
import { formatEuros } from '@hangar/domain/format';
import { FREE_PLAN_LIMITS, type WorkspacePlan } from '@hangar/domain/plans';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PLAN_LABELS } from '../../workspaces/labels';
import { CYCLE_UNIT } from '../plan-choice';
import classes from './Upgrade.module.css';

function Feature({ children }: { children: ReactNode }) {
  return <List.Item>{children}</List.Item>;
}

interface PlanCardProps {
  name: string;
  price: ReactNode;
  current: boolean;
  highlighted?: boolean;
  children: ReactNode;
}

function PlanCard({ name, price, current, highlighted, children }: PlanCardProps) {
  return (
    <Paper
      withBorder
      radius="lg"
      p="lg"
      className={classes.planCard}
      data-highlighted={highlighted || undefined}
      aria-label={`${name} plan`}
      component="section"
    >
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="xl">
            {name}
          </Title>
          {current ? (
            <Badge variant="light" color="gray">
              Current plan
            </Badge>
          ) : highlighted ? (
            <Badge variant="filled">Recommended</Badge>
          ) : null}
        </Group>
        {price}
        <List
          spacing={6}
          size="sm"
          icon={
            <ThemeIcon
              size={18}
              radius="xl"
              variant="light"
              color={highlighted ? 'indigo' : 'gray'}
            >
              <IconCheck size={12} stroke={2.5} />
            </ThemeIcon>
          }
        >
          {children}
        </List>
      </Stack>
    </Paper>
  );
}

interface PlanCardsProps {
  info: Pick<BillingInfo, 'prices'>;
  plan: WorkspacePlan;
  cycle: BillingCycle;
}

/** The free plan and the offered plan side by side (stacked on phones). */
export function PlanCards({ info, plan, cycle }: PlanCardsProps) {
  const seatPrice = info.prices[seatKey(OFFERED_PLAN, cycle)];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <PlanCard
        name={PLAN_LABELS.FREE}
        current={plan === 'FREE'}
        price={
          <Stack gap={0}>
            <Text fz={28} fw={700} lh={1.2}>
              {formatEuros(0)}
            </Text>
            <Text c="dimmed" size="sm">
              forever, for the whole team
            </Text>
          </Stack>
        }
      >
        <Feature>Up to {FREE_PLAN_LIMITS.groups} groups</Feature>
        <Feature>Up to {FREE_PLAN_LIMITS.docs} documents</Feature>
        <Feature>Up to {FREE_PLAN_LIMITS.logs} logs</Feature>
        <Feature>Members, guests and live co-editing</Feature>
      </PlanCard>
      <PlanCard
        name={PLAN_LABELS[OFFERED_PLAN]}
        current={plan === OFFERED_PLAN}
        highlighted
        price={
          seatPrice === undefined ? null : (
            <Stack gap={0}>
              <Text fz={28} fw={700} lh={1.2}>
                {formatEuros(seatPrice)}
              </Text>
              <Text c="dimmed" size="sm">
                per seat / {CYCLE_UNIT[cycle]}, before tax
              </Text>
            </Stack>
          )
        }
      >
        <Feature>Unlimited groups, documents and logs</Feature>
        <Feature>Everything in Free</Feature>
        <Feature>Priced per seat: pay for the people in your team</Feature>
        <Feature>Cancel anytime: Premium stays until the end of the period</Feature>
      </PlanCard>
    </SimpleGrid>
  );
}
