import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { WorkspaceSsoProvider } from '@hangar/contracts/workspace-sso';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error';
import { toast } from '../../../ui/toast';
import { setWorkspaceSso, verifyWorkspaceSsoDomain } from '../workspace-sso-api';
import { CopyCode } from './CopyCode';

const VERIFY_FAILED = 'The domain could not be verified. Try again.';

interface SsoDomainVerificationProps {
  workspaceId: number;
  provider: WorkspaceSsoProvider;
}

/** The company domain's state; until it is verified, the DNS record that proves it and "Verify". */
export function SsoDomainVerification({ workspaceId, provider }: SsoDomainVerificationProps) {
  const queryClient = useQueryClient();
  const verify = useMutation({
    mutationFn: () => verifyWorkspaceSsoDomain(workspaceId),
    onSuccess: (answer) => {
      setWorkspaceSso(queryClient, workspaceId, answer);
      if (answer.provider?.domain_verified) toast.success(`${provider.domain} verified`);
    },
  });
  const { domain, dns_record: record } = provider;

  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {domain}
        </Text>
        {provider.domain_verified ? (
          <Badge color="teal" variant="light">
            Verified
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            Not verified
          </Badge>
        )}
      </Group>
      {provider.domain_verified ? null : (
        <>
          <Text size="sm">
            Add this TXT record to the DNS of {domain}, then verify. Members sign in with single
            sign-on once the domain is verified.
          </Text>
          <CopyCode label="TXT record name" value={record.name} />
          <CopyCode label="TXT record value" value={record.value} />
          {verify.isError ? (
            <Alert color="red" variant="light">
              {(isApiError(verify.error) && verify.error.detail) || VERIFY_FAILED}
            </Alert>
          ) : null}
          <Group>
            <Button variant="default" loading={verify.isPending} onClick={() => verify.mutate()}>
              Verify domain
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
