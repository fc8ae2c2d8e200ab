import {
  Button,
  ColorSwatch,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  TextInput,
} from '@mantine/core';
import { PLANNING_COLORS } from '@hangar/contracts/planning';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { ApiForm, useApiForm } from '../../../ui/form';
import { FormActions } from '../../../ui/form/FormActions';
import { searchListQuery } from '../../search/queries';
import {
  milestoneForm,
  milestoneFormValues,
  milestoneFromForm,
  phaseForm,
  phaseFormValues,
  phaseFromForm,
} from '../planning-form';
import type { PlanningItem, PlanningItemKind } from '../timeline/planning-edit';
import { linkOptions } from '../planning-links';

const COLOR_OPTIONS = PLANNING_COLORS.map((value) => ({
  value,
  label: value === 'grape' ? 'Purple' : `${value.charAt(0).toUpperCase()}${value.slice(1)}`,
}));

export interface PlanningItemFormProps {
  kind: PlanningItemKind;
  /** The item edited, or null for a new one. */
  item: PlanningItem | null;
  id: string;
  today: string;
  workspaceId: number;
  projectId: number;
  onSave: (item: PlanningItem) => void;
  onDelete?: () => void;
  onCancel: () => void;
}

interface SharedFieldsProps {
  // Both forms end with these fields and buttons.
  form: { mantine: UseFormReturnType<{ color: string; links: string[] }>; busy: boolean };
  props: PlanningItemFormProps;
}

function ColorLinksAndButtons({ form: { mantine: form, busy }, props }: SharedFieldsProps) {
  const list = useQuery(searchListQuery(props.workspaceId));
  const color = form.getValues().color;
  return (
    <>
      <Select
        label="Colour"
        data={COLOR_OPTIONS}
        allowDeselect={false}
        leftSection={<ColorSwatch size={16} color={`var(--mantine-color-${color}-6)`} />}
        renderOption={({ option }) => (
          <Group gap="xs">
            <ColorSwatch size={14} color={`var(--mantine-color-${option.value}-6)`} />
            {option.label}
          </Group>
        )}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('color')}
      />
      <MultiSelect
        label="Links"
        description="Docs and logs of the project"
        placeholder={list.isPending ? 'Loading…' : 'Choose docs or logs'}
        data={linkOptions(list.data, props.projectId)}
        searchable
        maxValues={20}
        nothingFoundMessage="No doc or log of this project matches"
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('links')}
      />
      <Buttons busy={busy} onCancel={props.onCancel} onDelete={props.onDelete} />
    </>
  );
}

function Buttons({
  busy,
  onCancel,
  onDelete,
}: {
  busy: boolean;
  onCancel: () => void;
  onDelete?: () => void;
}) {
  return (
    <Group justify="space-between" mt="xs">
      {onDelete ? (
        <Button variant="subtle" color="red" onClick={onDelete}>
          Delete
        </Button>
      ) : (
        <span />
      )}
      <FormActions onCancel={onCancel} busy={busy}>
        Save
      </FormActions>
    </Group>
  );
}

function PhaseForm(props: PlanningItemFormProps) {
  const { item, id, today, onSave } = props;
  const form = useApiForm({
    schema: phaseForm,
    initialValues: phaseFormValues(item?.kind === 'phase' ? item : null, today),
    onSubmit: (values) => onSave(phaseFromForm(id, values)),
  });
  const input = form.mantine.getInputProps;
  return (
    <ApiForm form={form} aria-label={item ? 'Edit the phase' : 'Add a phase'}>
      <TextInput label="Name" withAsterisk data-autofocus {...input('name')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput type="date" label="Start" withAsterisk {...input('start')} />
        <TextInput type="date" label="End" withAsterisk {...input('end')} />
      </SimpleGrid>
      <NumberInput
        label="Progress"
        suffix=" %"
        min={0}
        max={100}
        step={5}
        allowDecimal={false}
        clampBehavior="strict"
        {...input('progress')}
      />
      <ColorLinksAndButtons form={form} props={props} />
    </ApiForm>
  );
}

function MilestoneForm(props: PlanningItemFormProps) {
  const { item, id, today, onSave } = props;
  const form = useApiForm({
    schema: milestoneForm,
    initialValues: milestoneFormValues(item?.kind === 'milestone' ? item : null, today),
    onSubmit: (values) => onSave(milestoneFromForm(id, values)),
  });
  return (
    <ApiForm form={form} aria-label={item ? 'Edit the milestone' : 'Add a milestone'}>
      <TextInput label="Name" withAsterisk data-autofocus {...form.mantine.getInputProps('name')} />
      <TextInput type="date" label="Date" withAsterisk {...form.mantine.getInputProps('date')} />
      <ColorLinksAndButtons form={form} props={props} />
    </ApiForm>
  );
}

/** Add or edit a phase (name, dates, progress) or a milestone (name, date), with colour and links. */
export function PlanningItemForm(props: PlanningItemFormProps) {
  return props.kind === 'phase' ? <PhaseForm {...props} /> : <MilestoneForm {...props} />;
}
