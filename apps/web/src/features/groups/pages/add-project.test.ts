import { describe, expect, it } from 'vitest';
import { groupWith } from '../../../test/abilities';
import { showsAddProject } from './add-project';

describe("a group page's 'Add a project'", () => {
  it('shows to those who can edit an active group, in the active filter', () => {
    expect(showsAddProject(groupWith('OWNER', 'EDIT'), false)).toBe(true);
    expect(showsAddProject(groupWith('OWNER', 'INVITE'), false)).toBe(false);
  });

  it('hides in the archived filter and in an archived group', () => {
    expect(showsAddProject(groupWith('OWNER', 'EDIT'), true)).toBe(false);
    expect(showsAddProject(groupWith('OWNER', 'EDIT', true), false)).toBe(false);
  });
});
