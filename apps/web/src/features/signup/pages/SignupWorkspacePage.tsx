import { Avatar, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { routePatterns } from '@hangar/contracts/routes';
import { avatarColor } from '@hangar/domain/format';
import { IconBuildingSkyscraper, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { AuthHeading } from '../../auth/components/AuthHeading';
import { useMe } from '../../auth/use-me';
import { useSignOut } from '../../auth/use-sign-out';

/**
 * /signup/workspace (signed in): where a user with no workspace lands. The workspaces issue
 * replaces this placeholder with the form that creates one.
 */
export function SignupWorkspacePage() {
  const me = useMe();
  const signOut = useSignOut();
  const [signingOut, setSigningOut] = useState(false);

  if (!me) return <Loader type="dots" aria-label="Loading your profile" />;
  const firstName = me.fullname.split(/\s+/)[0] ?? me.fullname;

  return (
    <Stack gap="xl">
      <AuthHeading title={`Welcome, ${firstName}!`} icon={<IconBuildingSkyscraper size={26} />}>
        Your account is ready. Your workspace comes next: it is where your team&apos;s groups,
        projects, docs and logs will live.
      </AuthHeading>
      <Card withBorder radius="md" padding="md">
        <Group wrap="nowrap" gap="md">
          <Avatar src={me.avatar} alt="" color={avatarColor(me.fullname)} radius="xl" size="lg">
            {me.initial}
          </Avatar>
          <Stack gap={0} miw={0}>
            <Text fw={600} truncate>
              {me.fullname}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              {me.email}
            </Text>
          </Stack>
        </Group>
      </Card>
      <Text size="sm" c="dimmed">
        Creating workspaces arrives very soon. Meanwhile, you can set up your profile.
      </Text>
      <Stack gap="sm">
        <Button
          component={Link}
          to={routePatterns.account}
          variant="light"
          size="md"
          leftSection={<IconUserCircle size={18} />}
        >
          Profile & security
        </Button>
        <Button
          variant="default"
          size="md"
          leftSection={<IconLogout size={18} />}
          loading={signingOut}
          onClick={() => {
            setSigningOut(true);
            void signOut();
          }}
        >
          Sign out
        </Button>
      </Stack>
    </Stack>
  );
}
