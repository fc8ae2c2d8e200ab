import { Alert, Anchor, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { routes } from '@hangar/contracts/routes';
import { PRODUCT_NAME } from '@hangar/domain/constants';
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconLock,
  IconMapSearch,
  IconRefresh,
  IconTrashX,
  IconWifiOff,
  type Icon,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { NETWORK_FAILURE_STATUS } from '../../api/api-error';
import { Logo } from '../../ui/Logo';
import { useSession } from '../session';
import { canRetry, errorPageText } from './error-texts';
import classes from './ErrorPage.module.css';

const ICON_BY_STATUS: Record<number, Icon> = {
  403: IconLock,
  404: IconMapSearch,
  [NETWORK_FAILURE_STATUS]: IconWifiOff,
  410: IconTrashX,
};

export interface ErrorPageProps {
  /** The HTTP status; null for errors that did not come from a response. */
  status: number | null;
  /** Replaces the status's own title (the unmatched-route page). */
  title?: string;
  text?: string;
  /** The server's explanation, shown as 'Reason: ...'. */
  reason?: string | null;
  /** Shown as 'Try again' for statuses that may recover by themselves. */
  onRetry?: () => void;
}

/** Where the user can go from an error: their workspace, or the sign-in page. */
interface BackButtonProps {
  /** Another action (Try again) comes first: this one steps back visually. */
  secondary: boolean;
}

function BackButton({ secondary }: BackButtonProps) {
  const session = useSession();
  const variant = secondary ? 'default' : 'filled';
  if (session.status === 'signed-in' && session.workspaceId !== null) {
    return (
      <Button
        component={Link}
        to={routes.workspace(session.workspaceId)}
        variant={variant}
        leftSection={<IconArrowLeft size={16} />}
      >
        Back to Dashboard
      </Button>
    );
  }
  return (
    <Button
      component={Link}
      to={routes.signin()}
      variant={variant}
      leftSection={<IconArrowLeft size={16} />}
    >
      Back to Homepage
    </Button>
  );
}

/** The full-page error of SPEC.md section 8: title and text by status, the reason, a way out. */
export function ErrorPage({ status, title, text, reason, onRetry }: ErrorPageProps) {
  const texts = errorPageText(status);
  const shownTitle = title ?? texts.title;
  const StatusIcon = (status !== null && ICON_BY_STATUS[status]) || IconAlertTriangle;
  const retry = onRetry && canRetry(status) ? onRetry : undefined;

  return (
    <div className={classes.page}>
      <title>{`${shownTitle} · ${PRODUCT_NAME}`}</title>
      <header className={classes.header}>
        <Anchor component={Link} to={routes.home()} underline="never" aria-label="Hangar home">
          <Logo size={28} />
        </Anchor>
      </header>
      <main className={classes.center}>
        <Card className={classes.card} shadow="md" radius="lg" padding="xl" withBorder>
          <Stack align="center" gap="md">
            {status !== null && status !== NETWORK_FAILURE_STATUS ? (
              <div className={classes.status} aria-hidden="true">
                {status}
              </div>
            ) : null}
            <ThemeIcon size={56} radius="xl" variant="light" color={retry ? 'orange' : 'indigo'}>
              <StatusIcon size={30} stroke={1.6} />
            </ThemeIcon>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {shownTitle}
            </Title>
            <Text c="dimmed" maw={420}>
              {text ?? texts.text}
            </Text>
            {reason ? (
              <Alert variant="light" color="gray" w="100%" className={classes.reason}>
                <Text size="sm">
                  <Text span fw={600}>
                    Reason:
                  </Text>{' '}
                  {reason}
                </Text>
              </Alert>
            ) : null}
            <Group justify="center" gap="sm" mt="xs">
              {retry ? (
                <Button leftSection={<IconRefresh size={16} />} onClick={retry}>
                  Try again
                </Button>
              ) : null}
              <BackButton secondary={Boolean(retry)} />
            </Group>
          </Stack>
        </Card>
      </main>
    </div>
  );
}
