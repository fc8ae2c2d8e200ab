import { RIGHTS, WORKSPACE_ROLES, type Right, type WorkspaceRole } from '@hangar/domain/roles';
import { describe, expect, it } from 'vitest';
import { projectWith } from '../../test/abilities';
import { projectControls, type ProjectControls } from './project-controls';

function controls(role: WorkspaceRole, right: Right, archived = false): ProjectControls {
  return projectControls(projectWith(role, right, archived));
}

const NOTHING: ProjectControls = {
  editSettings: false,
  share: false,
  archive: false,
  restore: false,
  delete: false,
  addPeople: false,
  create: false,
  editContent: false,
  restoreFromBanner: false,
};

describe('the top bar actions of a project, role x right', () => {
  for (const role of WORKSPACE_ROLES) {
    it(`${role}: edit shows settings, Share, Archive and New; invite adds people; view nothing`, () => {
      expect(controls(role, 'VIEW')).toEqual(NOTHING);
      expect(controls(role, 'INVITE')).toEqual({ ...NOTHING, addPeople: true });
      expect(controls(role, 'EDIT')).toEqual({
        ...NOTHING,
        editSettings: true,
        share: true,
        archive: true,
        addPeople: true,
        create: true,
        editContent: true,
        // Deleting a project needs the owner role as well.
        delete: role === 'OWNER',
      });
    });
  }

  it('keep Delete for owners who can edit', () => {
    for (const right of RIGHTS) {
      expect(controls('OWNER', right).delete).toBe(right === 'EDIT');
      expect(controls('ADMIN', right).delete).toBe(false);
    }
  });

  it('make an archived project read-only: Restore, no Share, nothing new', () => {
    const shown = controls('MEMBER', 'EDIT', true);
    expect(shown).toMatchObject({
      archive: false,
      restore: true,
      share: false,
      create: false,
      editContent: false,
    });
    expect(shown.editSettings).toBe(true);
    expect(shown.restoreFromBanner).toBe(true);
  });

  it('offer Restore, in the menu and the banner, to members who can edit, not to guests', () => {
    expect(controls('GUEST', 'EDIT', true)).toMatchObject({
      restore: false,
      restoreFromBanner: false,
      editSettings: true,
    });
    expect(controls('MEMBER', 'VIEW', true).restore).toBe(false);
    expect(controls('MEMBER', 'VIEW', true).restoreFromBanner).toBe(false);
    expect(controls('ADMIN', 'EDIT', true).restoreFromBanner).toBe(true);
  });
});
