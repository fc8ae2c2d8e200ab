import {
  Avatar,
  Group,
  Menu,
  ScrollArea,
  Stack,
  Text,
  useMantineColorScheme,
  type MantineColorScheme,
} from '@mantine/core';
import { routes } from '@hangar/contracts/routes';
import type { Workspace } from '@hangar/contracts/workspaces';
import { MENU_WORKSPACE_LIST_MAX_VH } from '@hangar/domain/constants';
import { avatarColor } from '@hangar/domain/format';
import {
  IconCheck,
  IconDeviceDesktop,
  IconExternalLink,
  IconFlag,
  IconHelpCircle,
  IconLogout,
  IconMoon,
  IconPlus,
  IconSparkles,
  IconSun,
  IconUserCircle,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { COLOR_SCHEME_CHOICES } from '../../../app/color-scheme';
import { useAppConfig } from '../../app-config/queries';
import {
  abuseReportMailto,
  abuseReportMessage,
  openChatWithMessage,
} from '../../third-party/chat-widget';
import { useMe } from '../../auth/use-me';
import { useSignOut } from '../../auth/use-sign-out';
import { adminPermissionsQuery } from '../../billing/queries';
import { WorkspaceLogo } from '../components/WorkspaceLogo';
import { planAndSeats } from '../labels';
import { acceptedWorkspaces, menuOrder, useWorkspaces } from '../queries';
import classes from './WorkspaceMenu.module.css';

/**
 * Demo workspaces are for admins of the template workspace: the server says whether the user
 * is one (`GET /admin/permissions`, asked when the menu first opens).
 */
function CreateDemoItem({ workspaceId }: { workspaceId: number }) {
  const allowed = useQuery(adminPermissionsQuery).data?.can_create_demo ?? false;
  if (!allowed) return null;
  return (
    <Menu.Item
      component={Link}
      to={routes.createDemo(workspaceId)}
      leftSection={<IconSparkles size={18} stroke={1.6} />}
    >
      Create a demo workspace
    </Menu.Item>
  );
}

/**
 * Report Abuse names the workspace and the page: in the chat widget's prefilled message, or,
 * on an installation without one, in an e-mail to its support address.
 */
function ReportAbuseItem({ workspace }: { workspace: Workspace }) {
  const config = useAppConfig();
  const { pathname } = useLocation();
  const icon = <IconFlag size={18} stroke={1.6} />;
  if (!config) return null;
  const websiteId = config.crisp_website_id;
  if (websiteId) {
    const open = () =>
      openChatWithMessage(
        websiteId,
        abuseReportMessage(workspace, { title: document.title, path: pathname }),
      );
    return (
      <Menu.Item leftSection={icon} onClick={open}>
        Report Abuse
      </Menu.Item>
    );
  }
  return (
    <Menu.Item
      component="a"
      // Built when the menu renders, so the title is the page's own (the menu is open on it).
      href={abuseReportMailto(config.support_email, workspace, {
        title: document.title,
        path: pathname,
      })}
      leftSection={icon}
    >
      Report Abuse
    </Menu.Item>
  );
}

/** Help: the installation's own help site in a new tab, or the built-in guide. */
function HelpItem() {
  const config = useAppConfig();
  const icon = <IconHelpCircle size={18} stroke={1.6} />;
  if (config?.help_url) {
    return (
      <Menu.Item
        component="a"
        href={config.help_url}
        target="_blank"
        rel="noopener noreferrer"
        leftSection={icon}
        rightSection={<IconExternalLink size={14} aria-label="Opens in a new tab" />}
      >
        Help
      </Menu.Item>
    );
  }
  return (
    <Menu.Item component={Link} to={routes.help()} leftSection={icon}>
      Help
    </Menu.Item>
  );
}

const SCHEME_ICONS: Record<MantineColorScheme, typeof IconSun> = {
  light: IconSun,
  dark: IconMoon,
  auto: IconDeviceDesktop,
};

/** A menu item that is one of a set of choices: Mantine's Menu.Item always says 'menuitem'. */
function MenuRadioButton(props: ComponentProps<'button'>) {
  return <button type="button" {...props} role="menuitemradio" />;
}

/** Light, Dark or System (the default), kept per browser; the menu stays open to compare. */
function ColorSchemeItems() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <>
      <Menu.Label>Theme</Menu.Label>
      {COLOR_SCHEME_CHOICES.map(({ value, label }) => {
        const Icon = SCHEME_ICONS[value];
        const checked = colorScheme === value;
        return (
          <Menu.Item
            key={value}
            component={MenuRadioButton}
            aria-checked={checked}
            closeMenuOnClick={false}
            onClick={() => setColorScheme(value)}
            leftSection={<Icon size={18} stroke={1.6} />}
            rightSection={
              checked ? <IconCheck size={16} color="var(--mantine-color-indigo-6)" /> : null
            }
          >
            {label}
          </Menu.Item>
        );
      })}
    </>
  );
}

function UserCard() {
  const me = useMe();
  if (!me) return null;
  return (
    <Group gap="sm" wrap="nowrap" px="sm" py={8}>
      <Avatar src={me.avatar} alt="" color={avatarColor(me.fullname)} radius="xl" size={36}>
        {me.initial}
      </Avatar>
      <Stack gap={0} miw={0}>
        <Text size="sm" fw={600} truncate>
          {me.fullname}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {me.email}
        </Text>
      </Stack>
    </Group>
  );
}

function WorkspaceList({ current }: { current: Workspace }) {
  const entries = menuOrder(acceptedWorkspaces(useWorkspaces() ?? []), current.id);
  return (
    <ScrollArea.Autosize mah={`${MENU_WORKSPACE_LIST_MAX_VH}vh`} type="auto">
      {entries.map(({ workspace }) => {
        const isCurrent = workspace.id === current.id;
        return (
          <Menu.Item
            key={workspace.id}
            component={Link}
            to={routes.workspace(workspace.id)}
            className={classes.workspaceItem}
            data-current={isCurrent || undefined}
            aria-current={isCurrent ? 'page' : undefined}
            leftSection={<WorkspaceLogo workspace={workspace} size={28} />}
            rightSection={
              isCurrent ? (
                <IconCheck size={16} color="var(--mantine-color-indigo-6)" aria-label="Current" />
              ) : null
            }
          >
            <Text size="sm" fw={500} truncate>
              {workspace.name}
            </Text>
            <Text size="xs" c="dimmed">
              {planAndSeats(workspace.billing)}
            </Text>
          </Menu.Item>
        );
      })}
    </ScrollArea.Autosize>
  );
}

interface UserMenuProps {
  workspace: Workspace;
  /** The button that opens the menu. */
  target: ReactNode;
}

/**
 * The user menu under the workspace header (SPEC.md section 2): profile, help, the user's
 * workspaces with plan and seats, workspace creation, the colour scheme, abuse report, sign-out.
 */
export function UserMenu({ workspace, target }: UserMenuProps) {
  const signOut = useSignOut();
  const icon = { size: 18, stroke: 1.6 } as const;

  return (
    <Menu position="bottom-start" width={288} shadow="lg" offset={6} withinPortal>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown aria-label="User menu">
        <UserCard />
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to={routes.settings(workspace.id, 'profile')}
          leftSection={<IconUserCircle {...icon} />}
        >
          Profile & security
        </Menu.Item>
        <HelpItem />
        <Menu.Divider />
        <Menu.Label>Workspaces</Menu.Label>
        <WorkspaceList current={workspace} />
        <Menu.Item
          component={Link}
          to={routes.signupWorkspace()}
          leftSection={<IconPlus {...icon} />}
        >
          Create a new workspace
        </Menu.Item>
        <CreateDemoItem workspaceId={workspace.id} />
        <Menu.Divider />
        <ColorSchemeItems />
        <Menu.Divider />
        <ReportAbuseItem workspace={workspace} />
        <Menu.Item leftSection={<IconLogout {...icon} />} onClick={() => void signOut()}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
