import type { SearchList } from '@hangar/contracts/search';
import type { WorkspaceTeamUser } from '@hangar/contracts/workspaces';
import type { ComboboxData, ComboboxItem } from '@mantine/core';
import { personName } from '../../ui/AvatarRow';
import { EDITED_PERIOD_LABELS, EDITED_PERIODS } from './edited-period';

/** The 'Edited' filter's choice for no period (no `edited` in the address). */
export const ANY_TIME = 'any';

const byLabel = (a: ComboboxItem, b: ComboboxItem) => a.label.localeCompare(b.label);

const optionOf = (item: { id: number; title: string }): ComboboxItem => ({
  value: String(item.id),
  label: item.title,
});

/** The workspace's groups, by title. */
export function groupOptions(list: SearchList | undefined): ComboboxItem[] {
  return (list?.groups ?? []).map(optionOf).sort(byLabel);
}

/**
 * The projects of `groupId`, by title; with no group chosen, every project under its group's
 * title (two groups may hold projects of the same name).
 */
export function projectOptions(
  list: SearchList | undefined,
  groupId: number | undefined,
): ComboboxData {
  const projects = list?.projects ?? [];
  if (groupId !== undefined) {
    return projects
      .filter((project) => project.group_id === groupId)
      .map(optionOf)
      .sort(byLabel);
  }
  return groupOptions(list)
    .map(({ value, label }) => ({
      group: label,
      items: projects
        .filter((project) => String(project.group_id) === value)
        .map(optionOf)
        .sort(byLabel),
    }))
    .filter((group) => group.items.length > 0);
}

/** Whether the chosen project stays chosen once `groupId` is: only if it is in that group. */
export function projectFitsGroup(
  list: SearchList | undefined,
  projectId: number | undefined,
  groupId: number | undefined,
): boolean {
  if (projectId === undefined || groupId === undefined) return true;
  return list?.projects.find((project) => project.id === projectId)?.group_id === groupId;
}

/** The workspace's members, by name (someone invited who has not joined wrote nothing yet). */
export function authorOptions(team: readonly WorkspaceTeamUser[] | undefined): ComboboxItem[] {
  return (team ?? [])
    .filter((member) => !member.pending_invite)
    .map((member) => ({ value: String(member.user.id), label: personName(member.user) }))
    .sort(byLabel);
}

export const EDITED_OPTIONS: readonly ComboboxItem[] = [
  { value: ANY_TIME, label: 'Any time' },
  ...EDITED_PERIODS.map((period) => ({ value: period, label: EDITED_PERIOD_LABELS[period] })),
];
