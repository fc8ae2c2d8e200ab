import { Skeleton, Stack, Switch, Text, TextInput } from '@mantine/core';
import { signInRuleEndpoints } from '@hangar/contracts/endpoints/sign-in-rules';
import { signInRulesInput, type SignInRules } from '@hangar/contracts/sign-in-rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callEndpoint } from '../../../api/endpoint-call';
import { ApiForm, SettingsFormFooter, useApiForm } from '../../../ui/form';
import { SettingsSection } from '../../../ui/SettingsSection';
import { toast } from '../../../ui/toast';
import { workspaceKeys } from '../queries';

const signInRulesKey = (workspaceId: number) => [
  ...workspaceKeys.one(workspaceId),
  'sign-in-rules',
];

/** The rules as the form edits them: an empty domain is none. */
const rulesForm = z.object({
  require_two_factor: z.boolean(),
  require_sso: z.boolean(),
  join_domain: z
    .string()
    .trim()
    .transform((value) => (value === '' ? null : value))
    .pipe(signInRulesInput.shape.join_domain),
});

function ssoDescription(provider: string | null): string {
  if (!provider) {
    return 'Single sign-on is not set up: set up your provider above, or ask whoever runs Hangar to configure one for the installation.';
  }
  return `Members sign in with “${provider}” only. Owners keep their password, to get back in if the provider fails.`;
}

function RulesForm({ workspaceId, rules }: { workspaceId: number; rules: SignInRules }) {
  const queryClient = useQueryClient();
  const form = useApiForm({
    schema: rulesForm,
    initialValues: {
      require_two_factor: rules.require_two_factor,
      require_sso: rules.require_sso,
      join_domain: rules.join_domain ?? '',
    },
    onSubmit: async (values) => {
      const saved = await callEndpoint(signInRuleEndpoints.update, { body: values, workspaceId });
      queryClient.setQueryData(signInRulesKey(workspaceId), saved);
      form.mantine.resetDirty();
      toast.success('Sign-in rules saved');
    },
  });
  // No leave warning of its own: a page holds one router blocker, the workspace details' form's.
  const noProvider = rules.sso_provider === null;

  return (
    <ApiForm form={form} aria-label="Sign-in rules">
      <Stack gap="md">
        <Switch
          label="Require two-factor authentication"
          description="A password alone no longer signs members in: they need a code of their authenticator app or a passkey too. Turn it on for your own account first."
          {...form.mantine.getInputProps('require_two_factor', { type: 'checkbox' })}
        />
        <Switch
          label="Require single sign-on"
          description={ssoDescription(rules.sso_provider)}
          disabled={noProvider && !rules.require_sso}
          {...form.mantine.getInputProps('require_sso', { type: 'checkbox' })}
        />
        <TextInput
          label="Company domain for joining"
          placeholder="example.com"
          description="Anyone who signs in by single sign-on with a verified address of this domain joins as a member. Leave empty to let no one join this way."
          autoComplete="off"
          spellCheck={false}
          {...form.mantine.getInputProps('join_domain')}
        />
      </Stack>
      <SettingsFormFooter form={form} editable readOnlyNote="" />
    </ApiForm>
  );
}

/** Workspace settings, for owners: two-factor, single sign-on, joining by the company domain. */
export function SignInRulesSection({ workspaceId }: { workspaceId: number }) {
  const rules = useQuery({
    queryKey: signInRulesKey(workspaceId),
    queryFn: ({ signal }) => callEndpoint(signInRuleEndpoints.read, { signal, workspaceId }),
  });
  return (
    <SettingsSection
      title="Sign-in rules"
      description="How the members of this workspace sign in. Only owners see and change these."
    >
      {rules.data ? (
        <RulesForm key={JSON.stringify(rules.data)} workspaceId={workspaceId} rules={rules.data} />
      ) : rules.isError ? (
        <Text c="dimmed">The sign-in rules could not be read.</Text>
      ) : (
        <Skeleton height={140} />
      )}
    </SettingsSection>
  );
}
