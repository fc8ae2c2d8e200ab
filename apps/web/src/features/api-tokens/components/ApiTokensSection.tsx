import { Anchor, Badge, Button, Group, Text } from '@mantine/core';
import type { ApiToken } from '@hangar/contracts/api-tokens';
import { endpointPath } from '@hangar/contracts/endpoint';
import { openApiEndpoints } from '@hangar/contracts/endpoints/openapi';
import { MAX_API_TOKENS_PER_USER } from '@hangar/domain/api-tokens';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IconKey, IconPlus } from '@tabler/icons-react';
import { apiUrl } from '../../../api/base-url';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorCard } from '../../../ui/ErrorCard';
import { PageLoader } from '../../../ui/PageLoader';
import { SettingsRow, SettingsRowList } from '../../../ui/SettingsRow';
import { SettingsSection } from '../../../ui/SettingsSection';
import { toast } from '../../../ui/toast';
import { useConfirmedRemoval, type ConfirmedRemoval } from '../../../ui/use-confirmed-removal';
import { SCOPE_LABELS } from '../api-token-labels';
import { revokeApiToken } from '../api-tokens-api';
import { apiTokensQuery, removeCachedApiToken } from '../queries';
import { openCreateApiTokenModal } from './CreateApiTokenModal';
import { LastUsed, RowDate } from './RowDates';
/* After SettingsRow's, so that this file's phone rules come after the shared rows. */
import classes from './ApiTokens.module.css';

interface TokenRowProps {
  token: ApiToken;
  revoke: ConfirmedRemoval<ApiToken>;
}

/** One token: name and access, its first characters, when it was made, expires, was used. */
function TokenRow({ token, revoke }: TokenRowProps) {
  const scope = SCOPE_LABELS[token.scope];
  return (
    <SettingsRow
      name={token.name}
      testId="api-token"
      badge={
        <Badge size="sm" variant="light" color={scope.color} radius="sm">
          {scope.label}
        </Badge>
      }
      meta={
        <>
          <RowDate label="Created" date={token.created_at} />
          <RowDate label="Expires" date={token.expires_at} />
          <LastUsed date={token.last_used_at} />
        </>
      }
      remove={{
        text: 'Revoke',
        loading: revoke.removingId === token.id,
        onClick: () => revoke.ask(token),
        className: classes.revoke,
      }}
      classNames={{ row: classes.row }}
    >
      <Text size="xs" className={classes.hint} title="The token's first characters">
        {token.hint}
      </Text>
    </SettingsRow>
  );
}

/** Revokes after asking; the token leaves the list as soon as the server confirms. */
function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useConfirmedRemoval({
    remove: (token: ApiToken) => revokeApiToken(token.id),
    forget: (token) => removeCachedApiToken(queryClient, token.id),
    confirm: (token) => ({
      title: `Revoke “${token.name}”?`,
      message:
        'Scripts and tools using this token stop working at once. This cannot be undone: to call the API again, create a new token.',
      confirmLabel: 'Revoke',
      critical: true,
    }),
    onRemoved: (token) =>
      toast.success('Token revoked', { description: `${token.name} no longer works.` }),
    failure: 'The token could not be revoked.',
  });
}

function TokenList({ tokens }: { tokens: ApiToken[] }) {
  const revoke = useRevokeApiToken();
  if (tokens.length === 0) {
    return (
      <EmptyState icon={<IconKey size={22} />} title="No API tokens yet" compact>
        Create one for each script or tool: you can then revoke one without stopping the others.
      </EmptyState>
    );
  }
  return (
    <SettingsRowList label="Your API tokens" items={tokens}>
      {(token) => <TokenRow token={token} revoke={revoke} />}
    </SettingsRowList>
  );
}

/**
 * Personal API tokens (issue 22): scripts call the API as the user, in their workspaces, never
 * on their account or billing. Each token is shown once when created, then only its hint.
 */
export function ApiTokensSection() {
  const tokens = useQuery(apiTokensQuery);

  return (
    <SettingsSection
      title="API tokens"
      description={
        <>
          Tokens let your scripts call the Hangar API as you, in your workspaces, with your roles
          and rights. They can never change your account or billing. See the{' '}
          <Anchor
            href={apiUrl(endpointPath(openApiEndpoints.reference, {}))}
            target="_blank"
            rel="noopener"
            inherit
            underline="always"
          >
            API reference
          </Anchor>
          .
        </>
      }
    >
      <Group justify="space-between" gap="sm">
        <Button
          leftSection={<IconPlus size={16} />}
          variant="default"
          onClick={openCreateApiTokenModal}
        >
          Create token
        </Button>
        {tokens.data && tokens.data.length > 0 ? (
          <Text size="xs" c="dimmed">
            {tokens.data.length} of {MAX_API_TOKENS_PER_USER} tokens
          </Text>
        ) : null}
      </Group>
      {tokens.data ? (
        <TokenList tokens={tokens.data} />
      ) : tokens.error ? (
        <ErrorCard error={tokens.error} />
      ) : (
        <PageLoader label="Loading your API tokens" />
      )}
    </SettingsSection>
  );
}
