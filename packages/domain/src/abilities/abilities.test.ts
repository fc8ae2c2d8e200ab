import { describe, expect, it } from 'vitest';
import { RIGHTS, WORKSPACE_ROLES, type Right, type WorkspaceRole } from '../roles';
import { refusalOf, subjectForArchiving } from './abilities';
import { commentAbilities } from './comment';
import { DOC_ACTIONS, docAbilities, type DocAction } from './doc';
import { GROUP_ACTIONS, groupAbilities, type GroupAction } from './group';
import { LOG_ACTIONS, logAbilities, type LogAction } from './log';
import { planLimitAbilities } from './plan';
import { PROJECT_ACTIONS, projectAbilities, type ProjectAction } from './project';
import { GRANT_ACTIONS, teamAbilities } from './team';
import {
  INVITE_ACTIONS,
  MEMBER_ACTIONS,
  SET_ROLE_ACTIONS,
  WORKSPACE_ACTIONS,
  demoAbilities,
  memberAbilities,
  workspaceAbilities,
  type WorkspaceAction,
} from './workspace';

/**
 * The rule table of docs/rights.md, written out: each action's least right, least role, the
 * states it needs (absent: every state) and, for a locked doc, the least role. Every combination of role,
 * right and state is checked against it.
 */
interface Rule {
  right: Right;
  role?: WorkspaceRole;
  archived?: boolean;
  projectArchived?: boolean;
  lockedRole?: WorkspaceRole;
}

const ROLE_RANK: Record<WorkspaceRole, number> = { GUEST: 1, MEMBER: 2, ADMIN: 3, OWNER: 4 };
const RIGHT_RANK: Record<Right, number> = { VIEW: 1, INVITE: 2, EDIT: 3 };

interface Cell {
  role: WorkspaceRole;
  right: Right | null;
  archived: boolean;
  projectArchived: boolean;
  locked: boolean;
}

function expected(rule: Rule, cell: Cell): boolean {
  if (cell.right === null || RIGHT_RANK[cell.right] < RIGHT_RANK[rule.right]) return false;
  if (ROLE_RANK[cell.role] < ROLE_RANK[rule.role ?? 'GUEST']) return false;
  if (rule.archived !== undefined && rule.archived !== cell.archived) return false;
  if (rule.projectArchived !== undefined && rule.projectArchived !== cell.projectArchived) {
    return false;
  }
  return !cell.locked || ROLE_RANK[cell.role] >= ROLE_RANK[rule.lockedRole ?? 'GUEST'];
}

const BOOLS = [false, true];
const CELLS: Cell[] = WORKSPACE_ROLES.flatMap((role) =>
  [...RIGHTS, null].flatMap((right) =>
    BOOLS.flatMap((archived) =>
      BOOLS.flatMap((projectArchived) =>
        BOOLS.map((locked) => ({ role, right, archived, projectArchived, locked })),
      ),
    ),
  ),
);

function mismatches<Action extends string>(
  actions: readonly Action[],
  table: Record<Action, Rule>,
  abilitiesOf: (cell: Cell) => Record<Action, boolean>,
  cells: Cell[],
): string[] {
  return cells.flatMap((cell) => {
    const abilities = abilitiesOf(cell);
    return actions
      .filter((action) => abilities[action] !== expected(table[action], cell))
      .map((action) => `${action} for ${JSON.stringify(cell)}`);
  });
}

const EDIT: Rule = { right: 'EDIT' };
const ACTIVE_EDIT: Rule = { right: 'EDIT', archived: false };
const RESTORE: Rule = { right: 'EDIT', role: 'MEMBER', archived: true };

const GROUP_TABLE: Record<GroupAction, Rule> = {
  read: { right: 'VIEW' },
  update: EDIT,
  addPeople: { right: 'INVITE' },
  archive: ACTIVE_EDIT,
  restore: RESTORE,
  delete: { right: 'EDIT', role: 'MEMBER' },
  createProject: ACTIVE_EDIT,
};

const PROJECT_TABLE: Record<ProjectAction, Rule> = {
  read: { right: 'VIEW' },
  update: EDIT,
  share: ACTIVE_EDIT,
  unshare: EDIT,
  archive: ACTIVE_EDIT,
  restore: RESTORE,
  delete: { right: 'EDIT', role: 'OWNER' },
  addPeople: { right: 'INVITE' },
  create: ACTIVE_EDIT,
  editContent: ACTIVE_EDIT,
};

const LIVE_DOC: Rule = { right: 'EDIT', projectArchived: false, lockedRole: 'MEMBER' };
const ACTIVE_DOC: Rule = { ...LIVE_DOC, archived: false };
const DOC_TABLE: Record<DocAction, Rule> = {
  read: { right: 'VIEW' },
  edit: ACTIVE_DOC,
  menu: LIVE_DOC,
  duplicate: LIVE_DOC,
  export: LIVE_DOC,
  template: ACTIVE_DOC,
  share: ACTIVE_DOC,
  unshare: { right: 'EDIT', lockedRole: 'MEMBER' },
  archive: ACTIVE_DOC,
  restore: { ...LIVE_DOC, role: 'MEMBER', archived: true },
  lock: { ...ACTIVE_DOC, role: 'MEMBER' },
  delete: { ...LIVE_DOC, role: 'MEMBER' },
  move: ACTIVE_DOC,
  history: { right: 'VIEW' },
  restoreVersion: ACTIVE_DOC,
  comment: { right: 'EDIT', archived: false, projectArchived: false },
  moderateComments: { right: 'VIEW', role: 'ADMIN' },
};
/** A project that lets its viewers comment: the same, but for `comment`. */
const DOC_TABLE_VIEWERS_COMMENT: Record<DocAction, Rule> = {
  ...DOC_TABLE,
  comment: { right: 'VIEW', archived: false, projectArchived: false },
};

const LIVE_LOG: Rule = { right: 'EDIT', projectArchived: false };
const LOG_TABLE: Record<LogAction, Rule> = {
  read: { right: 'VIEW' },
  edit: { ...LIVE_LOG, archived: false },
  notify: { ...LIVE_LOG, archived: false },
  archive: { ...LIVE_LOG, archived: false },
  restore: { ...LIVE_LOG, archived: true },
  delete: LIVE_LOG,
};

/** Groups and projects have no project state nor lock: only the cells where those are off. */
const OWN_STATE = CELLS.filter((cell) => !cell.projectArchived && !cell.locked);
/** Logs have no lock, and no role rule. */
const UNLOCKED = CELLS.filter((cell) => !cell.locked);

describe('abilities, every role x right x state against the rule table', () => {
  it('of a group', () => {
    expect(mismatches(GROUP_ACTIONS, GROUP_TABLE, groupAbilities, OWN_STATE)).toEqual([]);
  });

  it('of a project', () => {
    expect(mismatches(PROJECT_ACTIONS, PROJECT_TABLE, projectAbilities, OWN_STATE)).toEqual([]);
  });

  it('of a doc', () => {
    const closed = (cell: Cell) => docAbilities({ ...cell, viewersComment: false });
    expect(mismatches(DOC_ACTIONS, DOC_TABLE, closed, CELLS)).toEqual([]);
  });

  it('of a doc whose project lets viewers comment', () => {
    const open = (cell: Cell) => docAbilities({ ...cell, viewersComment: true });
    expect(mismatches(DOC_ACTIONS, DOC_TABLE_VIEWERS_COMMENT, open, CELLS)).toEqual([]);
  });

  it('of a log', () => {
    expect(mismatches(LOG_ACTIONS, LOG_TABLE, logAbilities, UNLOCKED)).toEqual([]);
  });

  it('cover enough cells to mean something', () => {
    expect([CELLS.length, OWN_STATE.length, UNLOCKED.length]).toEqual([128, 32, 64]);
  });
});

describe('a few telling cells (SPEC.md section 6)', () => {
  const doc = {
    role: 'GUEST',
    right: 'EDIT',
    archived: false,
    projectArchived: false,
    viewersComment: false,
  } as const;

  it('a guest who can edit edits a doc, but neither a locked one nor its lock', () => {
    expect(docAbilities({ ...doc, locked: false })).toMatchObject({ edit: true, lock: false });
    expect(docAbilities({ ...doc, locked: true })).toMatchObject({ edit: false, menu: false });
  });

  it('nobody edits a doc of an archived project, nor an archived doc', () => {
    const owner = { ...doc, role: 'OWNER', locked: false } as const;
    expect(docAbilities({ ...owner, projectArchived: true })).toMatchObject({
      edit: false,
      restore: false,
      unshare: true,
    });
    expect(docAbilities({ ...owner, archived: true })).toMatchObject({
      edit: false,
      restore: true,
      delete: true,
    });
  });

  it('only the owner deletes a project', () => {
    const project = { right: 'EDIT', archived: false } as const;
    expect(projectAbilities({ ...project, role: 'ADMIN' }).delete).toBe(false);
    expect(projectAbilities({ ...project, role: 'OWNER' }).delete).toBe(true);
  });
});

describe('refusals', () => {
  const owner = { role: 'OWNER', right: 'EDIT', locked: false, viewersComment: false } as const;

  it('name the right first, then the project, then the item', () => {
    const viewer = { ...owner, right: 'VIEW', archived: true, projectArchived: true } as const;
    expect(refusalOf(docAbilities, viewer, 'edit')).toBe('right');
    expect(refusalOf(docAbilities, { ...viewer, right: 'EDIT' }, 'edit')).toBe('projectArchived');
    const archivedDoc = { ...owner, archived: true, projectArchived: false };
    expect(refusalOf(docAbilities, archivedDoc, 'edit')).toBe('archived');
    expect(refusalOf(docAbilities, { ...archivedDoc, archived: false }, 'edit')).toBeNull();
  });

  it('judge archiving on the item before the change, so a repeat is allowed', () => {
    const archived = { role: 'GUEST', right: 'EDIT', archived: true } as const;
    expect(groupAbilities(subjectForArchiving(archived, true)).archive).toBe(true);
    expect(groupAbilities(subjectForArchiving(archived, false)).restore).toBe(false);
  });
});

describe('refusals of a restore', () => {
  it('name the archived project, not the right, for a log that could be restored after it', () => {
    const log = { right: 'EDIT', projectArchived: true, archived: true } as const;
    expect(refusalOf(logAbilities, log, 'restore')).toBe('projectArchived');
    expect(refusalOf(logAbilities, { ...log, right: 'VIEW' }, 'restore')).toBe('right');
  });
});

describe('comments', () => {
  const doc = { read: true, comment: true, moderateComments: false };

  it('their authors rewrite and delete them; others only read them', () => {
    expect(commentAbilities({ doc, own: true })).toEqual({ edit: true, delete: true });
    expect(commentAbilities({ doc, own: false })).toEqual({ edit: false, delete: false });
  });

  it('an author who may no longer comment keeps them as they are', () => {
    const viewer = { ...doc, comment: false };
    expect(commentAbilities({ doc: viewer, own: true })).toEqual({ edit: false, delete: false });
  });

  it('owners and admins delete anyone’s, without rewriting them', () => {
    const moderator = { ...doc, moderateComments: true };
    expect(commentAbilities({ doc: moderator, own: false })).toEqual({ edit: false, delete: true });
  });
});

/** The least role of each workspace action (SPEC.md section 6). */
const WORKSPACE_TABLE: Record<WorkspaceAction, WorkspaceRole> = {
  updateSettings: 'ADMIN',
  delete: 'OWNER',
  invite: 'MEMBER',
  inviteAdmins: 'ADMIN',
  inviteMembers: 'MEMBER',
  inviteGuests: 'MEMBER',
  changeRoles: 'ADMIN',
  removeMembers: 'ADMIN',
  teamSettings: 'MEMBER',
  manageBilling: 'OWNER',
  upgrade: 'OWNER',
  createGroup: 'MEMBER',
  manageSignInRules: 'OWNER',
};

describe('workspace abilities', () => {
  it('follow the least role of each action, for every role', () => {
    const found = WORKSPACE_ROLES.flatMap((role) => {
      const abilities = workspaceAbilities({ role });
      return WORKSPACE_ACTIONS.filter(
        (action) => abilities[action] !== ROLE_RANK[role] >= ROLE_RANK[WORKSPACE_TABLE[action]],
      ).map((action) => `${action} for ${role}`);
    });
    expect(found).toEqual([]);
  });

  it('invite with a role up to one’s own, never as owner', () => {
    const invitable = (role: WorkspaceRole) =>
      Object.entries(INVITE_ACTIONS)
        .filter(([, action]) => workspaceAbilities({ role })[action])
        .map(([invited]) => invited);
    expect(WORKSPACE_ROLES.map(invitable)).toEqual([
      ['ADMIN', 'MEMBER', 'GUEST'],
      ['ADMIN', 'MEMBER', 'GUEST'],
      ['MEMBER', 'GUEST'],
      [],
    ]);
  });
});

describe('member abilities', () => {
  /** Every action the caller may take on each person, as 'TARGET:action', pending or not. */
  function allowed(role: WorkspaceRole, pendingInvite: boolean): string[] {
    return WORKSPACE_ROLES.flatMap((target) => {
      const abilities = memberAbilities({ role, member: { role: target, pendingInvite } });
      return MEMBER_ACTIONS.filter((action) => abilities[action]).map(
        (action) => `${target}:${action}`,
      );
    });
  }

  it('let admins set roles and remove people at or below their level, never an owner', () => {
    expect(allowed('ADMIN', false)).toEqual([
      'ADMIN:setAdmin',
      'ADMIN:setMember',
      'ADMIN:setGuest',
      'ADMIN:remove',
      'MEMBER:setAdmin',
      'MEMBER:setMember',
      'MEMBER:setGuest',
      'MEMBER:remove',
      'GUEST:setAdmin',
      'GUEST:setMember',
      'GUEST:setGuest',
      'GUEST:remove',
    ]);
    expect(allowed('OWNER', false)).toHaveLength(4 * 5);
  });

  it('let whoever could have sent an invitation resend or cancel it; an owner’s, nobody', () => {
    expect(allowed('MEMBER', true)).toEqual([
      'MEMBER:resendInvite',
      'MEMBER:cancelInvite',
      'GUEST:resendInvite',
      'GUEST:cancelInvite',
    ]);
    expect(allowed('OWNER', true).filter((entry) => entry.endsWith('Invite'))).toEqual([
      'ADMIN:resendInvite',
      'ADMIN:cancelInvite',
      'MEMBER:resendInvite',
      'MEMBER:cancelInvite',
      'GUEST:resendInvite',
      'GUEST:cancelInvite',
    ]);
  });

  it('leave members and guests nothing to do to people who joined', () => {
    expect([...allowed('MEMBER', false), ...allowed('GUEST', false)]).toEqual([]);
    expect(allowed('GUEST', true)).toEqual([]);
  });

  it('name an action for setting each role', () => {
    const owner = memberAbilities({
      role: 'OWNER',
      member: { role: 'GUEST', pendingInvite: false },
    });
    expect(WORKSPACE_ROLES.map((role) => owner[SET_ROLE_ACTIONS[role]])).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });
});

describe('demo abilities', () => {
  it('are for admins and owners of the template workspace only', () => {
    const creators = [...WORKSPACE_ROLES, null].filter(
      (templateRole) => demoAbilities({ templateRole }).createWorkspace,
    );
    expect(creators).toEqual(['OWNER', 'ADMIN']);
    expect(demoAbilities({ templateRole: 'ADMIN' }).grantTrial).toBe(true);
    expect(demoAbilities({ templateRole: null }).grantTrial).toBe(false);
  });
});

describe('team abilities', () => {
  it('need the invite right, and grant at most one’s own right', () => {
    const grants = [...RIGHTS, null].map((right) => {
      const abilities = teamAbilities({ right });
      return [abilities.manage, ...RIGHTS.map((granted) => abilities[GRANT_ACTIONS[granted]])];
    });
    expect(grants).toEqual([
      [true, true, true, true],
      [true, false, true, true],
      [false, false, false, false],
      [false, false, false, false],
    ]);
  });
});

describe('plan limits', () => {
  it('stop the free plan at its limit, and never a paid plan', () => {
    expect(planLimitAbilities({ plan: 'FREE', item: 'groups', count: 2 }).add).toBe(true);
    expect(planLimitAbilities({ plan: 'FREE', item: 'groups', count: 3 }).add).toBe(false);
    expect(planLimitAbilities({ plan: 'PRO', item: 'groups', count: 3 }).add).toBe(true);
    expect(refusalOf(planLimitAbilities, { plan: 'FREE', item: 'logs', count: 100 }, 'add')).toBe(
      'right',
    );
  });
});
