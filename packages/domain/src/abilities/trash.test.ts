import { describe, expect, it } from 'vitest';
import type { Right, WorkspaceRole } from '../roles';
import { trashAbilities } from './trash';

const ROLES: WorkspaceRole[] = ['OWNER', 'ADMIN', 'MEMBER', 'GUEST'];
const RIGHTS: (Right | null)[] = ['EDIT', 'INVITE', 'VIEW', null];

describe('the trash abilities', () => {
  it('let members and up who may edit where it lived restore it, and owners and admins purge it', () => {
    const table = ROLES.flatMap((role) =>
      RIGHTS.map((right) => {
        const can = trashAbilities({ role, right });
        return `${role} ${right ?? 'none'}: ${can.see ? 'see' : '-'} ${can.restore ? 'restore' : '-'} ${can.deleteForever ? 'deleteForever' : '-'}`;
      }),
    );
    expect(table).toEqual([
      'OWNER EDIT: see restore deleteForever',
      'OWNER INVITE: - - -',
      'OWNER VIEW: - - -',
      'OWNER none: - - -',
      'ADMIN EDIT: see restore deleteForever',
      'ADMIN INVITE: - - -',
      'ADMIN VIEW: - - -',
      'ADMIN none: - - -',
      'MEMBER EDIT: see restore -',
      'MEMBER INVITE: - - -',
      'MEMBER VIEW: - - -',
      'MEMBER none: - - -',
      'GUEST EDIT: - - -',
      'GUEST INVITE: - - -',
      'GUEST VIEW: - - -',
      'GUEST none: - - -',
    ]);
  });
});
