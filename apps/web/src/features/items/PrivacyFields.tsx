import { Group, Radio, Select, Stack, Text } from '@mantine/core';
import { PRIVACIES, PRIVACY_LABELS, type Privacy } from '@hangar/domain/access';
import { RIGHT_LABELS, RIGHTS } from '@hangar/domain/roles';
import type { UseFormReturnType } from '@mantine/form';
import { IconLock, IconWorld } from '@tabler/icons-react';
import { RadioCard } from '../../ui/RadioCard';

type PrivacyValues = { privacy: Privacy; right: string } & Record<string, unknown>;

const DESCRIPTIONS: Record<'group' | 'project', Record<Privacy, string>> = {
  group: {
    OPEN: 'Every member of the workspace finds it and works in it with the right below. Guests only see it when added.',
    PRIVATE: 'Only the people on its team see it and its projects.',
  },
  project: {
    OPEN: 'Members who can see the group find it and work in it with the right below. Guests only see it when added.',
    PRIVATE: "Only the people on its team and on the group's team see it.",
  },
};

interface PrivacyFieldsProps<Values extends PrivacyValues> {
  form: UseFormReturnType<Values>;
  kind: 'group' | 'project';
  readOnly?: boolean;
}

/** Who sees a group or project (docs/rights.md): open to the workspace with a default right, or private. */
export function PrivacyFields<Values extends PrivacyValues>({
  form,
  kind,
  readOnly = false,
}: PrivacyFieldsProps<Values>) {
  const privacy = form.getValues().privacy;
  return (
    <Stack gap="md">
      <Radio.Group label="Who can see it" {...form.getInputProps('privacy')}>
        <Stack gap="xs" mt={6}>
          {PRIVACIES.map((value) => (
            <RadioCard key={value} value={value} disabled={readOnly} compact>
              <Group gap={6} wrap="nowrap">
                {value === 'OPEN' ? <IconWorld size={16} /> : <IconLock size={16} />}
                <Text size="sm" fw={600}>
                  {PRIVACY_LABELS[value]}
                </Text>
              </Group>
              <Text size="xs" c="dimmed">
                {DESCRIPTIONS[kind][value]}
              </Text>
            </RadioCard>
          ))}
        </Stack>
      </Radio.Group>
      {privacy === 'OPEN' ? (
        <Select
          label="Right of workspace members"
          data={RIGHTS.map((right) => ({ value: right, label: RIGHT_LABELS[right] }))}
          allowDeselect={false}
          readOnly={readOnly}
          {...form.getInputProps('right')}
        />
      ) : null}
    </Stack>
  );
}
