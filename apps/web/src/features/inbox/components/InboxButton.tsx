import {
  ActionIcon,
  Anchor,
  Drawer,
  em,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import type { InboxItem } from '@hangar/contracts/inbox';
import { routes } from '@hangar/contracts/routes';
import { BREAKPOINTS } from '@hangar/domain/constants';
import { IconBell } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { inboxButtonLabel, unreadBadgeText } from '../inbox-text';
import { useInboxUnread } from '../inbox-queries';
import { useInboxActions } from '../use-inbox-actions';
import { MarkAllReadButton } from './MarkAllReadButton';
import { InboxList } from './InboxList';

const POPOVER_WIDTH = 400;
const POPOVER_LIST_MAX_HEIGHT = 'min(560px, 70vh)';

/**
 * The bell of the main side menu's header, with the unread count, and the inbox it opens: a
 * popover beside the menu on wide screens, a drawer under 48em (the menu itself is a drawer
 * there). Following an entry marks it read and goes where it happened.
 */
export function InboxButton({ workspaceId }: { workspaceId: number }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const wide = useMediaQuery(`(min-width: ${em(BREAKPOINTS.md)})`, true, {
    getInitialValueInEffect: false,
  });
  const headingId = useId();
  const unread = useInboxUnread(workspaceId) ?? 0;
  const actions = useInboxActions(workspaceId);
  const badge = unreadBadgeText(unread);

  const openEntry = (item: InboxItem) => {
    actions.open(item);
    close();
  };
  const heading = (title: ReactNode) => (
    <Group justify="space-between" wrap="nowrap" gap="sm" flex={1}>
      {title}
      <MarkAllReadButton
        unread={unread}
        pending={actions.markingAllRead}
        onClick={actions.markAllRead}
      />
    </Group>
  );
  const list = <InboxList workspaceId={workspaceId} onOpen={openEntry} />;
  // The whole inbox, with its filters, on a page of its own.
  const seeAll = (
    <Anchor component={Link} to={routes.inbox(workspaceId)} onClick={close} size="sm" fw={600}>
      See all
    </Anchor>
  );
  // The badge and the tooltip wrap the button: the popover's own props land on the button.
  const withBadge = (target: ReactNode) => (
    <Indicator
      inline
      label={badge ? <span aria-hidden>{badge}</span> : undefined}
      disabled={!badge}
      size={16}
      offset={5}
      color="red"
      withBorder
      data-testid="inbox-badge"
    >
      <Tooltip label="Inbox" disabled={opened}>
        {target}
      </Tooltip>
    </Indicator>
  );
  const bell = (
    <ActionIcon
      variant="subtle"
      color="gray"
      size={36}
      radius="md"
      aria-label={inboxButtonLabel(unread)}
      aria-haspopup="dialog"
      aria-expanded={opened}
      onClick={toggle}
    >
      <IconBell size={20} stroke={1.6} />
    </ActionIcon>
  );

  if (!wide) {
    return (
      <>
        {withBadge(bell)}
        <Drawer.Root opened={opened} onClose={close} position="right" size="md">
          <Drawer.Overlay />
          <Drawer.Content>
            <Drawer.Header>
              {heading(<Drawer.Title fw={700}>Inbox</Drawer.Title>)}
              <Drawer.CloseButton aria-label="Close the inbox" />
            </Drawer.Header>
            <Drawer.Body px="xs">
              {list}
              <Group justify="center" py="sm">
                {seeAll}
              </Group>
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Root>
      </>
    );
  }
  return (
    <Popover
      opened={opened}
      onChange={(next) => !next && close()}
      width={POPOVER_WIDTH}
      position="bottom-start"
      shadow="md"
      trapFocus
      returnFocus
    >
      {withBadge(<Popover.Target>{bell}</Popover.Target>)}
      <Popover.Dropdown p={0} aria-labelledby={headingId}>
        <div style={{ padding: 'var(--mantine-spacing-sm) var(--mantine-spacing-md)' }}>
          {heading(
            <Title order={2} fz="lg" id={headingId}>
              Inbox
            </Title>,
          )}
        </div>
        <ScrollArea.Autosize mah={POPOVER_LIST_MAX_HEIGHT} px="xs" pb="xs" type="auto">
          {list}
        </ScrollArea.Autosize>
        <Group
          justify="center"
          py="xs"
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          {seeAll}
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
