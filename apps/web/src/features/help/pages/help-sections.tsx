import { Kbd, List, Table, Text } from '@mantine/core';
import { FREE_PLAN_LIMITS } from '@hangar/domain/plans';
import type { ReactNode } from 'react';

export interface HelpSection {
  /** The anchor of the section (/help#docs). */
  id: string;
  title: string;
  body: ReactNode;
}

function Keys({ keys }: { keys: readonly string[] }) {
  return (
    <>
      {keys.map((key, index) => (
        <span key={key}>
          {index > 0 ? ' + ' : null}
          <Kbd size="sm">{key}</Kbd>
        </span>
      ))}
    </>
  );
}

/** Ctrl on Windows and Linux, ⌘ on a Mac. */
const MOD = 'Ctrl / ⌘';

/** Each entry's keys are pressed together; one key cap with several arrows means any of them. */
const SHORTCUTS: readonly { keys: readonly string[]; action: string }[] = [
  { keys: [MOD, 'K'], action: 'Search the workspace (anywhere, also while editing)' },
  { keys: ['Esc'], action: 'Close the open menu, dialog or the sliding side menu' },
  { keys: ['/'], action: 'In a doc: insert a block (heading, list, table, image...)' },
  { keys: [MOD, 'B'], action: 'In a doc: bold (I for italic)' },
  { keys: [MOD, 'Z'], action: 'In a doc: undo your last change (Shift for redo)' },
  { keys: [MOD, 'Alt', 'M'], action: 'In a doc: comment on the selected text' },
  { keys: [MOD, 'Enter'], action: 'In a comment box: send the comment' },
  { keys: ['↑ ↓'], action: 'Docs tree: go to the page above or below' },
  { keys: ['→ ←'], action: 'Docs tree: open or close a page with sub-pages' },
  { keys: ['Alt', '↑ ↓ → ←'], action: 'Docs tree: move the page up, down, inside or out' },
  { keys: ['← →'], action: 'Planning: move a phase or milestone a day (with Shift, a week)' },
  { keys: ['Enter'], action: 'Planning: open the focused phase or milestone' },
];

/** The guide's sections, in reading order. */
export const HELP_SECTIONS: readonly HelpSection[] = [
  {
    id: 'workspaces',
    title: 'Workspaces, groups and projects',
    body: (
      <>
        <Text>
          A workspace is your team’s space. It holds groups (a department, a client, a theme),
          groups hold projects, and each project keeps its docs, logs, important documents, planning
          and team in one place.
        </Text>
        <List spacing={4}>
          <List.Item>
            The side menu lists the groups: expand one to see its team and projects. Its filter
            switches between Groups, My groups only and Archived groups.
          </List.Item>
          <List.Item>
            People have a role in the workspace (Owner, Admin, Member, Guest) and a right in each
            group or project: Can edit and invite, Can invite, or Can view.
          </List.Item>
          <List.Item>
            Your workspaces are in the user menu (your name at the top of the side menu), with
            Create a new workspace. Invite teammates from Settings &amp; Members.
          </List.Item>
          <List.Item>
            Archived groups, projects and docs are kept, read-only, and can be restored; Delete is
            permanent.
          </List.Item>
        </List>
      </>
    ),
  },
  {
    id: 'docs',
    title: 'Docs',
    body: (
      <List spacing={4}>
        <List.Item>
          A project’s documentation is a tree of pages in the panel at its left: add a page there
          (Add your first page), or a sub-page from a page’s menu, and drag pages to reorder them.
        </List.Item>
        <List.Item>
          Everyone on the page edits it together, live; what you type is saved as you type.
        </List.Item>
        <List.Item>
          Type <Kbd size="sm">/</Kbd> for headings, lists, task lists, quotes, code, tables, images
          and dividers.
        </List.Item>
        <List.Item>
          A doc’s menu offers Duplicate, Save as template, Share, Export, Archive or Restore, and
          Delete. A locked doc can be edited by members, not by guests.
        </List.Item>
      </List>
    ),
  },
  {
    id: 'logs',
    title: 'Logs',
    body: (
      <List spacing={4}>
        <List.Item>
          Logs & Activity is the project’s journal: each log has a title, a description and
          attachments (docs of the project or links).
        </List.Item>
        <List.Item>
          New log adds one; from a log you can send a notification to the team by e-mail.
        </List.Item>
        <List.Item>
          Important documents keeps the links the team opens often, to docs or other sites.
        </List.Item>
      </List>
    ),
  },
  {
    id: 'planning',
    title: 'Planning',
    body: (
      <Text>
        A project’s Planning shows its phases and milestones on a timeline. Drag a bar to move it,
        or focus it and use the arrow keys; open it to change its dates, progress and colour. The
        full-screen view gives the timeline the whole window.
      </Text>
    ),
  },
  {
    id: 'sharing',
    title: 'Sharing',
    body: (
      <List spacing={4}>
        <List.Item>
          Share, in a project’s or a doc’s top bar, turns its public link on or off (Public link: On
          / Public link: Off). Copy the link to send it.
        </List.Item>
        <List.Item>
          Anyone with the link can read, without an account; nothing can be edited there. Turn the
          link off and it stops working at once.
        </List.Item>
      </List>
    ),
  },
  {
    id: 'plans',
    title: 'Plans and billing',
    body: (
      <List spacing={4}>
        <List.Item>
          The free plan holds up to {FREE_PLAN_LIMITS.groups} groups, {FREE_PLAN_LIMITS.docs} docs
          and {FREE_PLAN_LIMITS.logs} logs per workspace.
        </List.Item>
        <List.Item>
          PREMIUM has no such limits; it is paid monthly or yearly, by the number of seats.
        </List.Item>
        <List.Item>
          The workspace’s owner upgrades and manages the subscription, card and invoices in
          Settings: Upgrade and Billing.
        </List.Item>
      </List>
    ),
  },
  {
    id: 'shortcuts',
    title: 'Keyboard shortcuts',
    body: (
      <Table.ScrollContainer minWidth={320}>
        <Table verticalSpacing={6} aria-label="Keyboard shortcuts">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Keys</Table.Th>
              <Table.Th>What they do</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {SHORTCUTS.map((shortcut) => (
              <Table.Tr key={shortcut.action}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Keys keys={shortcut.keys} />
                </Table.Td>
                <Table.Td>{shortcut.action}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    ),
  },
];
