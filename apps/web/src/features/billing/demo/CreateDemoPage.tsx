import { Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { demoWorkspaceInput } from '@hangar/contracts/billing';
import { routes } from '@hangar/contracts/routes';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiForm, SubmitButton, useApiForm } from '../../../ui/form';
import { toast } from '../../../ui/toast';
import { useWorkspaceId } from '../../workspaces/queries';
import { createDemoWorkspace } from '../billing-api';
import { DemoTrialForm } from './DemoTrialForm';

const DEMO_LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'fr', label: 'Français' },
  { value: 'de', label: 'Deutsch' },
  { value: 'es', label: 'Español' },
  { value: 'it', label: 'Italiano' },
];

interface Created {
  id: number;
  name: string;
  ownerEmail: string;
}

function DemoWorkspaceForm({ onCreated }: { onCreated: (created: Created) => void }) {
  const form = useApiForm({
    schema: demoWorkspaceInput,
    initialValues: { name: '', owner_email: '', email_domain: '', owner_lang: 'en' },
    onSubmit: async (values) => {
      const id = await createDemoWorkspace(values);
      onCreated({ id, name: values.name, ownerEmail: values.owner_email });
    },
  });
  const input = form.mantine.getInputProps;
  return (
    <ApiForm form={form} aria-label="Demo workspace">
      <TextInput label="Workspace name" placeholder="Acme demo" {...input('name')} />
      <TextInput
        label="Owner e-mail"
        description="The owner is invited to the workspace by e-mail."
        type="email"
        {...input('owner_email')}
      />
      <TextInput
        label="E-mail domain (optional)"
        description="Only addresses of this domain may be invited, e.g. acme.com."
        {...input('email_domain')}
      />
      <Select
        label="Language"
        data={DEMO_LANGUAGES}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        {...input('owner_lang')}
      />
      <Group justify="flex-end">
        <SubmitButton busy={form.busy}>Create the demo workspace</SubmitButton>
      </Group>
    </ApiForm>
  );
}

/**
 * /workspace/{wsid}/create-demo (admins of the template workspace): a copy of the template's
 * groups, projects, docs, logs and links for a prospect, whose owner is invited; then, if
 * wanted, a long PREMIUM trial (SPEC.md section 9, demo trial).
 */
export function CreateDemoPage() {
  const workspaceId = useWorkspaceId();
  const [created, setCreated] = useState<Created | null>(null);
  const [done, setDone] = useState(false);
  const again = () => {
    setCreated(null);
    setDone(false);
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      {!created ? (
        <Stack gap="lg">
          <Text size="sm" c="dimmed">
            The new workspace starts with a copy of the template workspace: its groups, projects,
            documents, logs and links.
          </Text>
          <DemoWorkspaceForm
            onCreated={(next) => {
              setCreated(next);
              toast.success(`Demo workspace “${next.name}” created`);
            }}
          />
        </Stack>
      ) : (
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={2} fz="lg">
              “{created.name}” is ready
            </Title>
            <Text size="sm" c="dimmed">
              An invitation was sent to {created.ownerEmail}.
            </Text>
          </Stack>
          {done ? (
            <Group gap="sm">
              <Button onClick={again}>Create another</Button>
              <Button component={Link} to={routes.workspace(workspaceId)} variant="default">
                Back to the workspace
              </Button>
            </Group>
          ) : (
            <DemoTrialForm
              workspaceId={created.id}
              ownerEmail={created.ownerEmail}
              onStarted={({ seats, days }) => {
                toast.success(`Trial started: ${seats} seats for ${days} days`);
                setDone(true);
              }}
              onSkip={() => setDone(true)}
            />
          )}
        </Stack>
      )}
    </Paper>
  );
}
