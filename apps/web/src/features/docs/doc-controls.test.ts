import { describe, expect, it } from 'vitest';
import { docWith } from '../../test/abilities';
import { canMoveDocNode, docControls } from './doc-controls';

const project = { current_user_right: 'EDIT', is_archived: false } as const;
const archivedDoc = { is_locked: false, is_archived: true };

describe('restoring an archived doc', () => {
  it('is for members and above who can edit, from the menu and the banner', () => {
    expect(docControls(docWith('MEMBER', project, archivedDoc))).toMatchObject({
      restore: true,
      restoreFromBanner: true,
    });
  });

  it('is not offered to guests, even with the edit right', () => {
    expect(docControls(docWith('GUEST', project, archivedDoc))).toMatchObject({
      menu: true,
      restore: false,
      restoreFromBanner: false,
    });
  });
});

describe('dragging a page of the tree', () => {
  const page = {};

  it('is for those who can edit the page', () => {
    expect(canMoveDocNode('MEMBER', project, page)).toBe(true);
    expect(canMoveDocNode('MEMBER', { ...project, current_user_right: 'VIEW' }, page)).toBe(false);
  });

  it('keeps a locked page still for guests, not for members', () => {
    const locked = { is_locked: true } as const;
    expect(canMoveDocNode('GUEST', project, locked)).toBe(false);
    expect(canMoveDocNode('MEMBER', project, locked)).toBe(true);
  });

  it('keeps archived pages and the pages of an archived project still', () => {
    expect(canMoveDocNode('OWNER', project, { is_archived: true })).toBe(false);
    expect(canMoveDocNode('OWNER', { ...project, is_archived: true }, page)).toBe(false);
  });
});
