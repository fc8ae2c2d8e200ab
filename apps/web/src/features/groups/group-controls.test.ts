import { RIGHTS, WORKSPACE_ROLES, type Right, type WorkspaceRole } from '@hangar/domain/roles';
import { describe, expect, it } from 'vitest';
import { groupWith } from '../../test/abilities';
import { groupControls, type GroupControls } from './group-controls';

function controls(
  role: WorkspaceRole,
  right: Right,
  state: { archived?: boolean; showingArchived?: boolean } = {},
): GroupControls {
  return groupControls(groupWith(role, right, state.archived), {
    showingArchived: state.showingArchived ?? false,
  });
}

/** What an active group shows, by right (the same for every role but delete). */
const BY_RIGHT: Record<Right, Omit<GroupControls, 'delete'>> = {
  EDIT: {
    editSettings: true,
    addPeople: true,
    archive: true,
    restore: false,
    addProject: true,
    restoreFromBanner: false,
  },
  INVITE: {
    editSettings: false,
    addPeople: true,
    archive: false,
    restore: false,
    addProject: false,
    restoreFromBanner: false,
  },
  VIEW: {
    editSettings: false,
    addPeople: false,
    archive: false,
    restore: false,
    addProject: false,
    restoreFromBanner: false,
  },
};

describe('the controls of a group, role x right', () => {
  for (const role of WORKSPACE_ROLES) {
    for (const right of RIGHTS) {
      it(`${role} with ${right}`, () => {
        const shown = controls(role, right);
        const { delete: canDelete, ...rest } = shown;
        expect(rest).toEqual(BY_RIGHT[right]);
        // Delete needs edit, invite and a role of member or higher.
        expect(canDelete).toBe(right === 'EDIT' && role !== 'GUEST');
      });
    }
  }

  it('hide "Add a project" in the archived filter and in an archived group', () => {
    expect(controls('OWNER', 'EDIT', { showingArchived: true }).addProject).toBe(false);
    expect(controls('OWNER', 'EDIT', { archived: true }).addProject).toBe(false);
  });

  it('offer Restore instead of Archive on an archived group', () => {
    const shown = controls('MEMBER', 'EDIT', { archived: true });
    expect(shown.archive).toBe(false);
    expect(shown.restore).toBe(true);
    expect(shown.restoreFromBanner).toBe(true);
  });

  it('leave Restore, in the menu and the banner, to members and above who can edit', () => {
    expect(controls('GUEST', 'EDIT', { archived: true })).toMatchObject({
      restore: false,
      restoreFromBanner: false,
      editSettings: true,
    });
    expect(controls('ADMIN', 'INVITE', { archived: true }).restore).toBe(false);
    expect(controls('ADMIN', 'INVITE', { archived: true }).restoreFromBanner).toBe(false);
  });
});
