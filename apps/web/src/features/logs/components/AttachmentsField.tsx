import { ActionIcon, Button, Group, Input, Select, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconFileText, IconLink, IconPlus, IconX } from '@tabler/icons-react';
import type { LogFormValues } from '../log-form';
import type { DocChoice } from '../doc-choices';

const THIS_PROJECT = 'This project';

/** The select's options: the project's docs indented by depth, the others under their place. */
function attachableDocOptions(docs: DocChoice[]) {
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const doc of docs) {
    const group = doc.location ?? THIS_PROJECT;
    const label = `${'  '.repeat(doc.depth)}${doc.name}`;
    groups.set(group, [...(groups.get(group) ?? []), { value: String(doc.id), label }]);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}

interface AttachmentsFieldProps {
  form: UseFormReturnType<LogFormValues>;
  docs: DocChoice[];
  /** Names of docs attached before (some may be in other projects). */
  knownTitles: ReadonlyMap<number, string>;
}

/**
 * A log's attachments (SPEC.md section 3): docs of the workspace picked in a list (the project's
 * first, then the others by group and project), and external addresses typed in a field each
 * ('Invalid url' under the field). A refused doc ('attachments.1.target.id') shows under the
 * field as 'Item 2: …' (the forms layer's repeated fields).
 */
export function AttachmentsField({ form, docs, knownTitles }: AttachmentsFieldProps) {
  const attachments = form.getValues().attachments;
  const attachedDocs = new Set(
    attachments.flatMap((item) => (item.link_type === 'doc' ? [item.target.id] : [])),
  );
  const docName = (id: number) =>
    docs.find((doc) => doc.id === id)?.name ?? knownTitles.get(id) ?? `Document ${id}`;
  const options = attachableDocOptions(docs.filter((doc) => !attachedDocs.has(doc.id)));

  return (
    <Input.Wrapper
      label="Attachments"
      description="Docs of the workspace or web pages"
      error={form.errors.attachments}
      data-path="attachments"
    >
      <Stack gap="xs" mt={6}>
        {attachments.map((item, index) => (
          <Group key={form.key(`attachments.${index}`)} gap="xs" wrap="nowrap" align="flex-start">
            {item.link_type === 'doc' ? (
              <Group gap={8} wrap="nowrap" flex={1} miw={0} py={6} data-testid="attached-doc">
                <IconFileText size={18} aria-hidden="true" />
                <Text size="sm" truncate>
                  {docName(item.target.id)}
                </Text>
              </Group>
            ) : (
              <TextInput
                flex={1}
                miw={0}
                aria-label={`Link ${index + 1}`}
                placeholder="https://"
                leftSection={<IconLink size={16} />}
                {...form.getInputProps(`attachments.${index}.target.url`)}
              />
            )}
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={`Remove attachment ${index + 1}`}
              onClick={() => form.removeListItem('attachments', index)}
            >
              <IconX size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Group gap="xs" align="flex-end">
          <Select
            aria-label="Attach a doc"
            placeholder={docs.length === 0 ? 'No doc in this workspace yet' : 'Attach a doc…'}
            data={options}
            value={null}
            searchable
            disabled={options.length === 0}
            leftSection={<IconFileText size={16} />}
            onChange={(value) => {
              if (value) {
                form.insertListItem('attachments', {
                  link_type: 'doc',
                  target: { id: Number(value) },
                });
              }
            }}
            flex={1}
            miw={200}
          />
          <Button
            variant="default"
            leftSection={<IconPlus size={16} />}
            onClick={() =>
              form.insertListItem('attachments', { link_type: 'external', target: { url: '' } })
            }
          >
            Add a link
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
