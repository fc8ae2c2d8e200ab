import { Badge, Group, NativeSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import { SEAT_OPTIONS, type BillingCycle } from '@hangar/domain/constants';
import { formatEuros } from '@hangar/domain/format';
import { CYCLE_LABELS, CYCLE_UNIT, type PlanSelection } from '../plan-choice';

interface CycleSwitchProps {
  value: BillingCycle;
  onChange: (cycle: BillingCycle) => void;
  /** The yearly saving in percent; shown when above zero. */
  yearlySaving: number;
}

/** Monthly or yearly, with what paying yearly saves. */
function CycleSwitch({ value, onChange, yearlySaving }: CycleSwitchProps) {
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id="billing-cycle-label">
        Billing cycle
      </Text>
      <SegmentedControl
        aria-labelledby="billing-cycle-label"
        value={value}
        onChange={(next) => onChange(next === 'yearly' ? 'yearly' : 'monthly')}
        fullWidth
        data={[
          { value: 'monthly', label: CYCLE_LABELS.monthly },
          {
            value: 'yearly',
            label: (
              <Group gap={6} justify="center" wrap="nowrap">
                <span>{CYCLE_LABELS.yearly}</span>
                {yearlySaving > 0 ? (
                  <Badge size="xs" color="teal" variant="light">
                    Save {yearlySaving}%
                  </Badge>
                ) : null}
              </Group>
            ),
          },
        ]}
      />
    </Stack>
  );
}

export function seatsLabel(seats: number): string {
  return seats === 1 ? '1 seat' : `${seats} seats`;
}

interface SeatPickerProps {
  value: number;
  onChange: (seats: number) => void;
  /** People in the team now: fewer seats would raise the 'Missing seat' alert. */
  teamSize?: number;
  label?: string;
}

/** The seat count, among the seat options of SPEC.md section 9. */
export function SeatPicker({ value, onChange, teamSize, label = 'Seats' }: SeatPickerProps) {
  const tooFew = teamSize !== undefined && value < teamSize;
  return (
    <NativeSelect
      label={label}
      value={String(value)}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
      data={SEAT_OPTIONS.map((option) => ({ value: String(option), label: seatsLabel(option) }))}
      description={
        teamSize === undefined
          ? undefined
          : `Your team has ${teamSize === 1 ? '1 person' : `${teamSize} people`}, invitations included.`
      }
      error={tooFew ? 'Fewer seats than people: the workspace will be missing seats.' : undefined}
    />
  );
}

interface CycleAndSeatsProps {
  value: PlanSelection;
  onChange: (selection: PlanSelection) => void;
  /** The yearly saving in percent; shown when above zero. */
  yearlySaving: number;
  /** People in the team now (see SeatPicker). */
  teamSize: number;
}

/** A plan selection's billing cycle, then its seat count. */
export function CycleAndSeats({ value, onChange, yearlySaving, teamSize }: CycleAndSeatsProps) {
  return (
    <>
      <CycleSwitch
        value={value.cycle}
        onChange={(cycle) => onChange({ ...value, cycle })}
        yearlySaving={yearlySaving}
      />
      <SeatPicker
        value={value.seats}
        onChange={(seats) => onChange({ ...value, seats })}
        teamSize={teamSize}
      />
    </>
  );
}

interface SeatPriceNoteProps {
  /** In cents; undefined while unknown. */
  seatPrice: number | undefined;
  cycle: BillingCycle;
}

/** One seat's price for a cycle ('8,00 € per seat / month, before tax'); nothing while unknown. */
export function SeatPriceNote({ seatPrice, cycle }: SeatPriceNoteProps) {
  if (seatPrice === undefined) return null;
  return (
    <Text size="sm" c="dimmed">
      {formatEuros(seatPrice)} per seat / {CYCLE_UNIT[cycle]}, before tax
    </Text>
  );
}
