import { describe, expect, it } from 'vitest';
import { collapseActions } from '../../../ui/action-menu';
import { docWith } from '../../../test/abilities';
import { docActions } from './doc-actions';

const project = { current_user_right: 'EDIT' as const, is_archived: false };
const unlocked = { is_locked: false, is_archived: false };
const locked = { is_locked: true, is_archived: false };

const labels = (actions: ReadonlyArray<{ label: string }>) => actions.map(({ label }) => label);

describe('the doc action menu', () => {
  it.each([
    {
      title: 'lists every action for a member who can edit, in the spec’s order',
      doc: { ...docWith('MEMBER', project, unlocked), is_template: false, is_locked: false },
      expected: ['Duplicate', 'Save as template', 'Share', 'Export', 'Archive', 'Lock', 'Delete'],
    },
    {
      title: 'names the template and lock actions after the doc’s state',
      doc: { ...docWith('OWNER', project, locked), is_template: true, is_locked: true },
      expected: [
        'Duplicate',
        'Remove from templates',
        'Share',
        'Export',
        'Archive',
        'Unlock',
        'Delete',
      ],
    },
    {
      title: 'gives a guest who can edit neither Lock nor Delete',
      doc: { ...docWith('GUEST', project, unlocked), is_template: false, is_locked: false },
      expected: ['Duplicate', 'Save as template', 'Share', 'Export', 'Archive'],
    },
  ])('$title', ({ doc, expected }) => {
    expect(labels(docActions(doc))).toEqual(expected);
  });

  it('makes a locked doc read-only for a guest, not for a member', () => {
    const asGuest = { ...docWith('GUEST', project, locked), is_template: false, is_locked: true };
    expect(asGuest.abilities.edit).toBe(false);
    expect(docActions(asGuest)).toEqual([]);
    const asMember = { ...docWith('MEMBER', project, locked), is_template: false, is_locked: true };
    expect(asMember.abilities.edit).toBe(true);
    expect(labels(docActions(asMember))).toContain('Unlock');
  });

  it('offers Restore of an archived doc to members who can edit, not to guests', () => {
    const archived = { is_locked: false, is_archived: true };
    const asMember = {
      ...docWith('MEMBER', project, archived),
      is_template: false,
      is_locked: false,
    };
    expect(labels(docActions(asMember))).toContain('Restore');
    const asGuest = {
      ...docWith('GUEST', project, archived),
      is_template: false,
      is_locked: false,
    };
    expect(labels(docActions(asGuest))).not.toContain('Restore');
  });
});

describe('collapseActions', () => {
  const eight = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

  it('shows the first 3 and More while collapsed', () => {
    expect(collapseActions(eight, false)).toEqual({ shown: ['a', 'b', 'c'], toggle: 'More' });
  });

  it('shows all of them and Less once expanded', () => {
    expect(collapseActions(eight, true)).toEqual({ shown: eight, toggle: 'Less' });
  });

  it('shows 3 actions or fewer as they are, without a toggle', () => {
    expect(collapseActions(['a', 'b', 'c'], false)).toEqual({
      shown: ['a', 'b', 'c'],
      toggle: null,
    });
    expect(collapseActions(['a', 'b', 'c'], true)).toEqual({
      shown: ['a', 'b', 'c'],
      toggle: null,
    });
  });
});
