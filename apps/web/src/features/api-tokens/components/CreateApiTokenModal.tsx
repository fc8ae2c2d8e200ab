import {
  Alert,
  Button,
  CopyButton,
  Group,
  Radio,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { randomId } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import {
  createApiTokenInput,
  type CreateApiTokenInput,
  type CreatedApiToken,
} from '@hangar/contracts/api-tokens';
import {
  API_TOKEN_EXPIRY_DAYS,
  API_TOKEN_SCOPES,
  MAX_API_TOKEN_NAME_LENGTH,
} from '@hangar/domain/api-tokens';
import { MODAL_WIDTH } from '@hangar/domain/constants';
import { useQueryClient } from '@tanstack/react-query';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { ApiForm, useApiForm } from '../../../ui/form';
import { FormActions } from '../../../ui/form/FormActions';
import { closeModal, openModal } from '../../../ui/overlays';
import {
  DEFAULT_EXPIRY_DAYS,
  EXPIRY_LABELS,
  expiryFromNow,
  formatTokenDate,
  SCOPE_LABELS,
} from '../api-token-labels';
import { createApiToken } from '../api-tokens-api';
import { addCachedApiToken } from '../queries';
import classes from './ApiTokens.module.css';

export const SHOWN_ONCE_WARNING = "Copy this token now. You won't be able to see it again.";

const EXPIRY_OPTIONS = API_TOKEN_EXPIRY_DAYS.map((days) => ({
  value: days,
  label: EXPIRY_LABELS[days],
}));

const INITIAL_VALUES: CreateApiTokenInput = {
  name: '',
  scope: 'read',
  expires_in_days: DEFAULT_EXPIRY_DAYS,
};

interface CreateFormProps {
  onCreated: (created: CreatedApiToken) => void;
  onCancel: () => void;
}

/** Name, access and lifetime of a new token; the server's messages go under the fields. */
function CreateApiTokenForm({ onCreated, onCancel }: CreateFormProps) {
  const queryClient = useQueryClient();
  const form = useApiForm({
    schema: createApiTokenInput,
    initialValues: INITIAL_VALUES,
    onSubmit: async (input) => {
      const created = await createApiToken(input);
      addCachedApiToken(queryClient, created);
      onCreated(created);
    },
  });
  const days = form.mantine.getValues().expires_in_days;

  return (
    <ApiForm form={form} aria-label="Create an API token">
      <TextInput
        label="Name"
        description="What it is for, so that you know which one to revoke."
        placeholder="e.g. Release notes script"
        withAsterisk
        maxLength={MAX_API_TOKEN_NAME_LENGTH}
        autoComplete="off"
        data-autofocus
        {...form.mantine.getInputProps('name')}
      />
      <Radio.Group label="Access" withAsterisk {...form.mantine.getInputProps('scope')}>
        <Stack gap="xs" mt={6}>
          {API_TOKEN_SCOPES.map((scope) => (
            <Radio
              key={scope}
              value={scope}
              label={SCOPE_LABELS[scope].label}
              description={SCOPE_LABELS[scope].hint}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Select<number>
        label="Expires"
        description={`On ${formatTokenDate(expiryFromNow(days))}.`}
        data={EXPIRY_OPTIONS}
        allowDeselect={false}
        withAsterisk
        comboboxProps={{ withinPortal: true }}
        {...form.mantine.getInputProps('expires_in_days')}
      />
      <FormActions onCancel={onCancel} busy={form.busy}>
        Create token
      </FormActions>
    </ApiForm>
  );
}

/** The token in clear, this once: copy it, then Done. */
function CreatedApiTokenView({
  created,
  onDone,
}: {
  created: CreatedApiToken;
  onDone: () => void;
}) {
  const copyRef = useRef<HTMLButtonElement>(null);
  // The form that had the focus is gone: the focus goes to what to do next, copying.
  useEffect(() => copyRef.current?.focus(), []);

  return (
    <Stack gap="md">
      {/* The warning in the text's colour: orange words on the orange tint read below 4.5:1. */}
      <Alert variant="light" color="orange" icon={<IconAlertTriangle size={18} />}>
        <Text size="sm" fw={700}>
          {SHOWN_ONCE_WARNING}
        </Text>
        <Text size="sm" mt={4}>
          Hangar keeps only a fingerprint of it. Store it where your script reads its secrets; if
          you lose it, revoke it and create another.
        </Text>
      </Alert>
      <Textarea
        label={`Token “${created.name}”`}
        description={`${SCOPE_LABELS[created.scope].label}, expires on ${formatTokenDate(created.expires_at)}.`}
        value={created.token}
        readOnly
        autosize
        minRows={1}
        spellCheck={false}
        classNames={{ input: classes.token }}
        onFocus={(event) => event.currentTarget.select()}
      />
      <Group justify="space-between" gap="sm">
        <CopyButton value={created.token}>
          {({ copied, copy }) => (
            <Button
              ref={copyRef}
              variant={copied ? 'light' : 'filled'}
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              onClick={copy}
              miw={112}
            >
              {copied ? 'Copied!' : 'Copy'}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={onDone}>
          Done
        </Button>
      </Group>
    </Stack>
  );
}

function CreateApiTokenFlow({ modalId }: { modalId: string }) {
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const close = () => closeModal(modalId);

  if (created) return <CreatedApiTokenView created={created} onDone={close} />;
  return (
    <CreateApiTokenForm
      onCancel={close}
      onCreated={(token) => {
        setCreated(token);
        // A stray click beside the modal must not lose the token before it is copied.
        modals.updateModal({
          modalId,
          title: 'Your new API token',
          closeOnClickOutside: false,
        });
      }}
    />
  );
}

/**
 * The Create token modal: the form, then the token shown once. Closing it (Done, Escape, the
 * close button) forgets the token: only its hint is ever shown again.
 */
export function openCreateApiTokenModal(): string {
  const modalId = randomId('create-api-token-');
  openModal({
    modalId,
    title: 'Create an API token',
    size: MODAL_WIDTH.default,
    centered: true,
    children: <CreateApiTokenFlow modalId={modalId} />,
  });
  return modalId;
}
