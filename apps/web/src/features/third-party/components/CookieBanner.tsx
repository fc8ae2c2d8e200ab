import { Button, Group, Paper, Text } from '@mantine/core';
import { writeConsent } from '../consent';
import classes from './CookieBanner.module.css';

/**
 * The cookie banner (SPEC.md section 2): the tag manager loads only after 'Accept'. Both
 * answers are as easy to give; the choice can be changed later from the footer or settings.
 */
export function CookieBanner() {
  return (
    <Paper
      role="region"
      aria-label="Cookie consent"
      className={classes.banner}
      shadow="lg"
      radius="md"
      withBorder
      p="md"
    >
      <Text size="sm" fw={600} mb={4}>
        Cookies
      </Text>
      <Text size="sm" c="dimmed">
        With your consent, we use cookies through Google Tag Manager to measure how Hangar is used.
        Nothing is loaded unless you accept. You can change your choice at any time in the cookie
        settings.
      </Text>
      <Group justify="flex-end" gap="sm" mt="md">
        <Button variant="default" onClick={() => writeConsent('no')}>
          Decline
        </Button>
        <Button onClick={() => writeConsent('yes')}>Accept</Button>
      </Group>
    </Paper>
  );
}
