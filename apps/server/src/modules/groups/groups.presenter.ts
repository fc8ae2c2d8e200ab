import type { Group, GroupName } from '@hangar/contracts';
import type { GroupAbilities, Right } from '@hangar/domain';
import type { GroupRow } from './groups.repository';

export function presentGroupName(group: GroupRow): GroupName {
  return { id: group.id, name: group.name, is_archived: group.isArchived };
}

export function presentGroup(
  group: GroupRow,
  currentUserRight: Right,
  abilities: GroupAbilities,
  teamUserIds: number[],
  visibleProjects: { id: number; isArchived: boolean }[],
): Group {
  return {
    id: group.id,
    name: group.name,
    privacy: group.privacy,
    right: group.right,
    current_user_right: currentUserRight,
    is_archived: group.isArchived,
    abilities,
    users: teamUserIds.map((id) => ({ id })),
    projects: visibleProjects.map((project) => ({
      id: project.id,
      is_archived: project.isArchived,
    })),
  };
}
