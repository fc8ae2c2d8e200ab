import { Alert, Button, Group, PasswordInput, Select, TextInput } from '@mantine/core';
import type {
  WorkspaceSsoConnectionInput,
  WorkspaceSsoPreset,
  WorkspaceSsoProvider,
} from '@hangar/contracts/workspace-sso';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error';
import { ApiForm, SubmitButton, useApiForm } from '../../../ui/form';
import { bodyPath } from '../../../ui/form/form-errors';
import { toast } from '../../../ui/toast';
import {
  connectionForm,
  formValues,
  PRESET_CHOICES,
  presetIssuer,
  providerForm,
} from '../workspace-sso-form';
import { saveWorkspaceSso, setWorkspaceSso, testWorkspaceSso } from '../workspace-sso-api';

const TEST_FAILED = 'The connection could not be tested. Try again.';

type FieldErrors = Record<string, string>;

/** A 422's messages under their fields; null when the failure is not about the values. */
function fieldErrorsOf(error: unknown): FieldErrors | null {
  if (!isApiError(error) || error.kind.kind !== 'validation') return null;
  const placed = error.kind.issues.flatMap((issue) => {
    const path = bodyPath(issue);
    return path === null ? [] : [[path, issue.msg] as const];
  });
  return placed.length > 0 ? Object.fromEntries(placed) : null;
}

function issuerLabels(preset: WorkspaceSsoPreset) {
  if (preset === 'microsoft') {
    return {
      label: 'Tenant ID or issuer',
      description: 'Your directory (tenant) ID or domain, or the issuer’s https:// address.',
    };
  }
  return { label: 'Issuer URL', placeholder: 'https://sso.example.com/realms/acme' };
}

interface WorkspaceSsoFormProps {
  workspaceId: number;
  provider: WorkspaceSsoProvider | null;
}

/** The provider's connection and the company's domain: "Test connection", then Save. */
export function WorkspaceSsoForm({ workspaceId, provider }: WorkspaceSsoFormProps) {
  const queryClient = useQueryClient();
  const secretSaved = provider !== null;
  const form = useApiForm({
    schema: providerForm(secretSaved),
    initialValues: formValues(provider),
    onSubmit: async (values) => {
      setWorkspaceSso(queryClient, workspaceId, await saveWorkspaceSso(workspaceId, values));
      // The secret is kept by the server now; the field goes back to "leave empty to keep it".
      form.mantine.setFieldValue('client_secret', '');
      form.mantine.resetDirty({ ...form.mantine.getValues(), client_secret: '' });
      toast.success('Single sign-on saved');
    },
  });
  // No leave warning of its own: a page holds one router blocker, the workspace details' form's.
  const test = useMutation({
    mutationFn: (body: WorkspaceSsoConnectionInput) => testWorkspaceSso(workspaceId, body),
    onError: (error) => {
      const errors = fieldErrorsOf(error);
      if (errors) form.mantine.setErrors(errors);
    },
  });
  const runTest = () => {
    test.reset();
    form.mantine.clearErrors();
    const parsed = connectionForm.safeParse(form.mantine.getValues());
    if (parsed.success) {
      test.mutate(parsed.data);
      return;
    }
    form.mantine.setErrors(
      Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
    );
  };
  const choosePreset = (preset: WorkspaceSsoPreset | null) => {
    if (!preset) return;
    const typed = form.mantine.getValues().issuer;
    const prefilled = PRESET_CHOICES.some((choice) => choice.issuer === typed);
    form.mantine.setFieldValue('preset', preset);
    const issuer = presetIssuer(preset) ?? (prefilled ? '' : typed);
    form.mantine.setFieldValue('issuer', issuer);
  };
  const { preset } = form.mantine.getValues();

  return (
    <ApiForm form={form} aria-label="Single sign-on">
      <Select<WorkspaceSsoPreset>
        label="Provider"
        data={PRESET_CHOICES.map(({ value, label }) => ({ value, label }))}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        {...form.mantine.getInputProps('preset')}
        onChange={choosePreset}
      />
      <TextInput
        {...issuerLabels(preset)}
        autoComplete="off"
        spellCheck={false}
        {...form.mantine.getInputProps('issuer')}
      />
      <TextInput
        label="Client ID"
        autoComplete="off"
        spellCheck={false}
        {...form.mantine.getInputProps('client_id')}
      />
      <PasswordInput
        label="Client secret"
        description={secretSaved ? 'Leave empty to keep the saved secret' : undefined}
        autoComplete="new-password"
        {...form.mantine.getInputProps('client_secret')}
      />
      <TextInput
        label="Company e-mail domain"
        placeholder="example.com"
        description="Only addresses of this domain sign in with this provider."
        autoComplete="off"
        spellCheck={false}
        {...form.mantine.getInputProps('domain')}
      />
      {test.isSuccess ? (
        <Alert color="green" variant="light">
          Connection works: {test.data.issuer} answered.
        </Alert>
      ) : null}
      {test.isError && !fieldErrorsOf(test.error) ? (
        <Alert color="red" variant="light">
          {(isApiError(test.error) && test.error.detail) || TEST_FAILED}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" loading={test.isPending} onClick={runTest}>
          Test connection
        </Button>
        <SubmitButton busy={form.busy} disabled={!form.mantine.isDirty()}>
          Save
        </SubmitButton>
      </Group>
    </ApiForm>
  );
}
