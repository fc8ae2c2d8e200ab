import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import { PRODUCT_NAME } from '@hangar/domain/constants';
import { useAppConfig } from '../../app-config/queries';
import { HELP_SECTIONS } from './help-sections';
import classes from './HelpPage.module.css';

/**
 * The built-in guide (/help): what the user menu's Help opens when the installation has no help
 * site of its own (HELP_URL). Anyone can read it, signed in or not.
 */
export function HelpPage() {
  const config = useAppConfig();
  const product = config?.product_name ?? PRODUCT_NAME;
  return (
    <Container size={760} py="xl" className={classes.page}>
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>Help</Title>
          <Text c="dimmed">A short guide to {product}: where things are and how they work.</Text>
        </Stack>
        <nav aria-label="On this page">
          <List spacing={2} listStyleType="none" className={classes.toc}>
            {HELP_SECTIONS.map((section) => (
              <List.Item key={section.id}>
                <Anchor href={`#${section.id}`}>{section.title}</Anchor>
              </List.Item>
            ))}
          </List>
        </nav>
        {HELP_SECTIONS.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
            <Stack gap="sm">
              <Title order={2} size="h3" id={`${section.id}-title`}>
                {section.title}
              </Title>
              {section.body}
            </Stack>
          </section>
        ))}
        {config ? (
          <section aria-labelledby="support-title">
            <Stack gap="sm">
              <Title order={2} size="h3" id="support-title">
                Still stuck?
              </Title>
              <Text>
                Write to{' '}
                <Anchor href={`mailto:${config.support_email}`} underline="always">
                  {config.support_email}
                </Anchor>
                . To report abuse in a workspace, use Report Abuse in the user menu: it names the
                workspace and the page for you.
              </Text>
            </Stack>
          </section>
        ) : null}
      </Stack>
    </Container>
  );
}
