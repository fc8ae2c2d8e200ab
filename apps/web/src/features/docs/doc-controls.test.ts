import { describe, expect, it } from 'vitest';
import { docWith } from '../../test/abilities';
import { docControls } from './doc-controls';

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
