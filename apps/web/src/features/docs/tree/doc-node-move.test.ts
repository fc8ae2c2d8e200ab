import { describe, expect, it } from 'vitest';
import { canMoveDocNode } from './doc-node-move';

const project = { current_user_right: 'EDIT', is_archived: false, viewers_comment: false } as const;

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
