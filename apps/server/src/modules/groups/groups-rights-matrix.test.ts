import {
  RIGHTS,
  WORKSPACE_ROLES,
  archivingAction,
  docAbilities,
  refusalOf,
  subjectForArchiving,
  type DocAction,
  type DocSubject,
  groupAbilities,
  projectAbilities,
  teamAbilities,
  groupRightOf,
  projectRightOf,
  type GroupSubject,
  type ProjectAction,
  type Right,
  type Shared,
  type WorkspaceRole,
} from '@hangar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroup, buildProject, type SignedInPerson } from '../../test/factories';
import { buildWorld, EVERY_ROLE } from '../../test/world';
import { startTestEnvironment, type TestEnvironment } from '../../test/harness';
import { setDocsArchived, updateDoc } from '../docs/docs.repository';
import { DOC_ARCHIVED, PROJECT_ARCHIVED } from '../shared/archived-messages';
import { updateProject } from '../projects/projects.repository';
import { updateGroup } from './groups.repository';

/**
 * The server's answer to every group and project action, for each workspace role and each team
 * right on a PRIVATE group or project (or none), against the @hangar/domain abilities: 404 when
 * the person has no right at all, 403 when the action's ability is false, else 200/201.
 */

let server: TestEnvironment;
let world: Awaited<ReturnType<typeof buildMatrixWorld>>;

/** A crew with two more members: one on every team (`target`) and one to invite (`invitee`). */
async function buildMatrixWorld() {
  const built = await buildWorld(server, {
    people: { ...EVERY_ROLE, target: 'MEMBER', invitee: 'MEMBER' },
  });
  const { owner, admin, member, guest, target, invitee } = built.people;
  const person: Record<WorkspaceRole, SignedInPerson> = {
    OWNER: owner,
    ADMIN: admin,
    MEMBER: member,
    GUEST: guest,
  };
  return { ...built, person, target: target.user, invitee: invitee.user };
}

beforeAll(async () => {
  server = await startTestEnvironment();
  world = await buildMatrixWorld();
});
afterAll(() => server.close());

const PRIVATE: Shared = { privacy: 'PRIVATE', right: 'VIEW' };
const CELLS = WORKSPACE_ROLES.flatMap((role) =>
  [...RIGHTS, null].map((teamRight): [WorkspaceRole, Right | null] => [role, teamRight]),
);
const cellName = (role: WorkspaceRole, teamRight: Right | null) =>
  `${role} with ${teamRight ?? 'no team right'}`;

type Statuses = Record<string, number>;

function statusFor(right: Right | null) {
  return (allowed: boolean, ok = 200) => (right === null ? 404 : allowed ? ok : 403);
}

/** The actions groups and projects share, as both kinds of abilities name them. */
type ItemAction = Extract<ProjectAction, 'update' | 'addPeople' | 'archive' | 'restore' | 'delete'>;

/**
 * The statuses of the actions every item has, from the item's abilities while active and once
 * archived (`actOn` archives it before the restore, and deletes it after).
 */
function expectedOnItem(
  subject: GroupSubject,
  abilitiesOf: (subject: GroupSubject) => Record<ItemAction, boolean>,
): Statuses {
  const status = statusFor(subject.right);
  const active = abilitiesOf({ ...subject, archived: false });
  const archived = abilitiesOf({ ...subject, archived: true });
  const manageTeam = active.addPeople && teamAbilities(subject).grantView;
  const deleted = (archived.restore ? active : archived).delete;
  return {
    'edit settings': status(active.update),
    'add team member': status(manageTeam, 201),
    'change team member': status(manageTeam),
    'remove team member': status(manageTeam),
    archive: status(active.archive),
    restore: status(archived.restore),
    delete: status(deleted),
  };
}

/** What the domain says a person of this role and team right may do on a group. */
function expectedOnGroup(role: WorkspaceRole, teamRight: Right | null): Statuses {
  const right = groupRightOf({ role, groupTeamRight: teamRight }, PRIVATE);
  const subject = { role, right, archived: false };
  return {
    ...expectedOnItem(subject, groupAbilities),
    'create project': statusFor(right)(groupAbilities(subject).createProject, 201),
  };
}

/** The same for a project of a PRIVATE group the person is not on the team of. */
function expectedOnProject(role: WorkspaceRole, teamRight: Right | null): Statuses {
  const viewer = { role, groupTeamRight: null, projectTeamRight: teamRight };
  const right = projectRightOf(viewer, PRIVATE, PRIVATE);
  return expectedOnItem({ role, right, archived: false }, projectAbilities);
}

/**
 * Runs each action once, in an order where every call finds the state it needs: the team calls
 * before the deletion, and the item archived (straight in the database) before the restore.
 */
async function actOn(
  kind: 'groups' | 'projects',
  id: number,
  as: { token: string; headers: Record<string, string> },
  archive: () => Promise<unknown>,
): Promise<Statuses> {
  const base = `/${kind}/${id}`;
  const call = async (method: string, path: string, body?: unknown) =>
    (await server.api(method, path, { ...as, body })).status;
  const statuses: Statuses = {};
  statuses['edit settings'] = await call('PUT', base, { name: 'Renamed' });
  if (kind === 'groups') {
    statuses['create project'] = await call('POST', '/projects', { name: 'New', group_id: id });
  }
  statuses['add team member'] = await call('POST', `${base}/team`, {
    invites: [{ user_id: world.invitee.id, right: 'VIEW' }],
  });
  statuses['change team member'] = await call('PUT', `${base}/team/${world.target.id}`, {
    right: 'VIEW',
    primary_contact: true,
  });
  statuses['remove team member'] = await call('DELETE', `${base}/team/${world.target.id}`);
  statuses.archive = await call('PUT', `${base}/archive`);
  await archive();
  statuses.restore = await call('PUT', `${base}/restore`);
  statuses.delete = await call('DELETE', base);
  return statuses;
}

function teamOf(role: WorkspaceRole, teamRight: Right | null) {
  const actor = world.person[role].user;
  return [
    { user: world.target, right: 'VIEW' as const },
    ...(teamRight ? [{ user: actor, right: teamRight }] : []),
  ];
}

/** Each kind of item: a PRIVATE one with a team, and how to archive it behind the API's back. */
const ITEM_KINDS = [
  {
    kind: 'groups' as const,
    name: 'group',
    expected: expectedOnGroup,
    build: async (team: ReturnType<typeof teamOf>) => {
      const group = await buildGroup(server, world.workspace, { privacy: 'PRIVATE', team });
      const db = server.app.services.database.db;
      return { id: group.id, archive: () => updateGroup(db, group.id, { isArchived: true }) };
    },
  },
  {
    kind: 'projects' as const,
    name: 'project',
    expected: expectedOnProject,
    build: async (team: ReturnType<typeof teamOf>) => {
      const group = await buildGroup(server, world.workspace, { privacy: 'PRIVATE' });
      const project = await buildProject(server, group, { privacy: 'PRIVATE', team });
      const db = server.app.services.database.db;
      return { id: project.id, archive: () => updateProject(db, project.id, { isArchived: true }) };
    },
  },
];

describe.each(ITEM_KINDS)('$name actions, role x team right', ({ kind, expected, build }) => {
  it.each(CELLS)('%s with team right %s', async (role, teamRight) => {
    const item = await build(teamOf(role, teamRight));
    const statuses = await actOn(kind, item.id, world.as(world.person[role]), item.archive);
    expect(statuses, cellName(role, teamRight)).toEqual(expected(role, teamRight));
  });
});

describe('the expectations themselves', () => {
  it('follow SPEC.md section 6 on a few telling cells', () => {
    expect(expectedOnGroup('GUEST', 'EDIT')).toMatchObject({
      'edit settings': 200,
      archive: 200,
      restore: 403,
      delete: 403,
    });
    expect(expectedOnGroup('MEMBER', 'INVITE')).toMatchObject({
      'edit settings': 403,
      'add team member': 201,
      delete: 403,
    });
    expect(expectedOnProject('ADMIN', null)).toMatchObject({ 'edit settings': 200, delete: 403 });
    expect(expectedOnProject('MEMBER', null)).toMatchObject({ 'edit settings': 404 });
  });
});

/**
 * Docs, over HTTP, for each role and team right on a PRIVATE project, in each state: the answers
 * follow the domain's `docAbilities`, and a refused edit says why (docs/decisions.md: a doc of an
 * archived project, and an archived doc, are read-only until restored).
 */
const DOC_STATES = ['active', 'locked', 'archived doc', 'archived project'] as const;
type DocState = (typeof DOC_STATES)[number];
const DOC_CELLS = CELLS.flatMap(([role, teamRight]) =>
  DOC_STATES.map((state): [WorkspaceRole, Right | null, DocState] => [role, teamRight, state]),
);

interface Answer {
  status: number;
  detail?: string;
}

function expectedOnDoc(role: WorkspaceRole, teamRight: Right | null, state: DocState) {
  const right = projectRightOf(
    { role, groupTeamRight: null, projectTeamRight: teamRight },
    PRIVATE,
    PRIVATE,
  );
  let subject: DocSubject = {
    role,
    right,
    locked: state === 'locked',
    archived: state === 'archived doc',
    projectArchived: state === 'archived project',
    viewersComment: false,
  };
  const answer = (action: DocAction, on: DocSubject = subject): Answer => {
    if (right === null) return { status: 404 };
    const refusal = refusalOf(docAbilities, on, action);
    return refusal === null ? { status: 200 } : { status: 403 };
  };
  const editRefusal = right === null ? null : refusalOf(docAbilities, subject, 'edit');
  const edit: Answer =
    right === null
      ? { status: 404 }
      : editRefusal === null
        ? { status: 200 }
        : {
            status: 403,
            detail:
              editRefusal === 'projectArchived'
                ? PROJECT_ARCHIVED
                : editRefusal === 'archived'
                  ? DOC_ARCHIVED
                  : NOT_ALLOWED_TEXT,
          };
  const toArchive = !subject.archived;
  const toggle = answer(archivingAction(toArchive), subjectForArchiving(subject, toArchive));
  const answers: Record<string, Answer> = {
    edit,
    lock: answer('lock'),
    'share on': answer('share'),
    'share off': answer('unshare'),
    [toArchive ? 'archive' : 'restore']: toggle,
  };
  if (toggle.status === 200) subject = { ...subject, archived: toArchive };
  answers.delete = answer('delete', subject);
  return answers;
}

const NOT_ALLOWED_TEXT = 'You do not have the right to do this';

describe('doc actions, role x team right x state', () => {
  it.each(DOC_CELLS)('%s with team right %s, %s', async (role, teamRight, state) => {
    const db = server.app.services.database.db;
    const group = await buildGroup(server, world.workspace, { privacy: 'PRIVATE' });
    const project = await buildProject(server, group, {
      privacy: 'PRIVATE',
      team: teamOf(role, teamRight),
    });
    const asOwner = world.as(world.person.OWNER);
    const created = await server.api<{ id: number }>('POST', `/projects/${project.id}/docs`, {
      ...asOwner,
      body: { parent_path: '' },
    });
    const docId = created.body.id;
    if (state === 'locked') await updateDoc(db, docId, { isLocked: true });
    if (state === 'archived doc') await setDocsArchived(db, [docId], true);
    if (state === 'archived project') await updateProject(db, project.id, { isArchived: true });

    const as = world.as(world.person[role]);
    const base = `/projects/${project.id}/docs/${docId}`;
    const call = async (method: string, path: string, body?: unknown, withDetail = false) => {
      const response = await server.api<{ detail?: string }>(method, path, { ...as, body });
      return withDetail && response.status === 403
        ? { status: response.status, detail: response.body.detail }
        : { status: response.status };
    };
    const answers: Record<string, Answer> = {};
    answers.edit = await call('PUT', base, { name: 'Renamed' }, true);
    answers.lock = await call('PUT', base, { is_locked: state === 'locked' });
    answers['share on'] = await call('PUT', `${base}/share`, { enabled: true });
    answers['share off'] = await call('PUT', `${base}/share`, { enabled: false });
    const toggle = state === 'archived doc' ? 'restore' : 'archive';
    answers[toggle] = await call('PUT', `${base}/${toggle}`);
    answers.delete = await call('DELETE', base);
    expect(answers, `${cellName(role, teamRight)}, ${state}`).toEqual(
      expectedOnDoc(role, teamRight, state),
    );
  });
});

describe('the doc expectations themselves', () => {
  it('refuse editing a doc of an archived project or an archived doc, saying why', () => {
    expect(expectedOnDoc('OWNER', 'EDIT', 'archived project')).toMatchObject({
      edit: { status: 403, detail: PROJECT_ARCHIVED },
      archive: { status: 403 },
      'share off': { status: 200 },
    });
    expect(expectedOnDoc('MEMBER', 'EDIT', 'archived doc')).toMatchObject({
      edit: { status: 403, detail: DOC_ARCHIVED },
      restore: { status: 200 },
      delete: { status: 200 },
    });
    expect(expectedOnDoc('GUEST', 'EDIT', 'locked')).toMatchObject({
      edit: { status: 403, detail: NOT_ALLOWED_TEXT },
      'share off': { status: 403 },
    });
  });
});
