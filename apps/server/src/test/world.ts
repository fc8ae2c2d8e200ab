import type { RichTextNode } from '@hangar/contracts';
import { countsAsOwner, type Privacy, type Right, type WorkspaceRole } from '@hangar/domain';
import type { GroupRow } from '../modules/groups/groups.repository';
import type { ProjectRow } from '../modules/projects/projects.repository';
import type { WorkspaceRow } from '../modules/workspaces/workspaces.repository';
import {
  addMember,
  buildGroup,
  buildProject,
  buildSignedInUser,
  buildWorkspace,
  inWorkspace,
  type SignedInPerson,
} from './factories';
import type { ApiResponse, TestServer } from './harness';
import { richText } from './rich-text';

/** A workspace role, or OUTSIDER: signed in, but no member of the world's workspace. */
type PersonRole = WorkspaceRole | 'OUTSIDER';

interface PersonSpec {
  role: PersonRole;
  fullname?: string;
}

interface ItemSpec<Person extends string> {
  name?: string;
  privacy?: Privacy;
  right?: Right;
  team?: Partial<Record<Person, Right>>;
}

interface ProjectSpec<Person extends string, Group extends string> extends ItemSpec<Person> {
  /** Its group; the world's first group (made when there is none) when left out. */
  group?: Group;
}

interface DocSpec<Person extends string, Project extends string> {
  /** Its project; the world's first project (made when there is none) when left out. */
  project?: Project;
  name?: string;
  /** Who creates it (over HTTP); the owner when left out. */
  by?: Person;
}

interface LogSpec<Person extends string, Project extends string> {
  /** Its project; the world's first project (made when there is none) when left out. */
  project?: Project;
  /** 'Status' when left out. */
  title?: string;
  /** The title in one paragraph when left out. */
  description?: RichTextNode;
  attachments?: unknown[];
  /** Who creates it (over HTTP); the owner when left out. */
  by?: Person;
}

/**
 * A whole test setting in one call: a workspace with its people (each signed in, with a role;
 * the first OWNER creates it), groups, projects, docs and logs, each made with what it needs (a
 * project without a group gets the first group, made if there is none), as Outline's factories
 * do. People, groups and projects go straight into the database; docs and logs are created over
 * HTTP. A second workspace is a second world.
 */
export interface WorldSpec<
  Person extends string,
  Group extends string,
  Project extends string,
  Doc extends string,
  Log extends string,
> {
  name?: string;
  people: Record<Person, PersonRole | PersonSpec>;
  groups?: Record<Group, ItemSpec<Person>>;
  projects?: Record<Project, ProjectSpec<Person, Group>>;
  docs?: Record<Doc, DocSpec<Person, Project>>;
  logs?: Record<Log, LogSpec<Person, Project>>;
}

interface CreatedDoc {
  id: number;
  path: string;
}

/** One of the world's people by name, or anyone signed in. */
type Caller<Person extends string> = Person | SignedInPerson;

type Call = <Body = unknown>(
  method: string,
  path: string,
  body?: unknown,
) => Promise<ApiResponse<Body>>;

export interface World<
  Person extends string,
  Group extends string,
  Project extends string,
  Doc extends string,
  Log extends string = never,
> {
  workspace: WorkspaceRow;
  people: Record<Person, SignedInPerson>;
  groups: Record<Group, GroupRow>;
  projects: Record<Project, ProjectRow>;
  docs: Record<Doc, CreatedDoc>;
  logs: Record<Log, { id: number }>;
  /** The token and workspace headers of a call made by one of the people. */
  as: (
    person: Caller<Person>,
    clientId?: string,
  ) => { token: string; headers: Record<string, string> };
  /** Calls the API in the workspace as one of the people. */
  callAs: (person: Caller<Person>) => Call;
  /** A new doc of a project, created over HTTP (by the owner unless `by`). */
  newDoc: (
    projectId: number,
    values?: { name?: string; parentPath?: string; by?: Caller<Person> },
  ) => Promise<CreatedDoc>;
  /** A new log of a project, created over HTTP (by the owner unless `by`). */
  newLog: (
    projectId: number,
    values?: Omit<LogSpec<Person, Project>, 'project'>,
  ) => Promise<{ id: number }>;
}

/** One signed-in person of each workspace role: `buildWorld(server, { people: EVERY_ROLE })`. */
export const EVERY_ROLE = {
  owner: 'OWNER',
  admin: 'ADMIN',
  member: 'MEMBER',
  guest: 'GUEST',
} as const satisfies Record<string, WorkspaceRole>;

/** Ada Lovelace and Bob Hopper, members of the workspace: `people: { owner: 'OWNER', ...ADA_AND_BOB }`. */
export const ADA_AND_BOB = {
  ada: { role: 'MEMBER', fullname: 'Ada Lovelace' },
  bob: { role: 'MEMBER', fullname: 'Bob Hopper' },
} as const satisfies Record<string, PersonSpec>;

const DEFAULT_NAMES: Partial<Record<PersonRole, string>> = {
  OWNER: 'Olive Owner',
  ADMIN: 'Adam Admin',
  MEMBER: 'Mia Member',
  GUEST: 'Gus Guest',
};

function teamOf<Person extends string>(
  people: Record<Person, SignedInPerson>,
  team: Partial<Record<Person, Right>> = {},
) {
  return (Object.entries(team) as [Person, Right][]).map(([person, right]) => ({
    user: people[person].user,
    right,
  }));
}

function entriesOf<Key extends string, Value>(record: Partial<Record<Key, Value>> = {}) {
  return Object.entries(record) as [Key, Value][];
}

export async function buildWorld<
  Person extends string,
  Group extends string = never,
  Project extends string = never,
  Doc extends string = never,
  Log extends string = never,
>(
  server: TestServer,
  spec: WorldSpec<Person, Group, Project, Doc, Log>,
): Promise<World<Person, Group, Project, Doc, Log>> {
  const entries = entriesOf<Person, PersonRole | PersonSpec>(spec.people).map(
    ([name, value]) => [name, typeof value === 'string' ? { role: value } : value] as const,
  );
  const people = {} as Record<Person, SignedInPerson>;
  for (const [name, person] of entries) {
    people[name] = await buildSignedInUser(server, {
      fullname: person.fullname ?? DEFAULT_NAMES[person.role] ?? name,
    });
  }
  const founder = entries.find(
    ([, person]) => person.role !== 'OUTSIDER' && countsAsOwner(person.role, false),
  );
  if (!founder) throw new Error('buildWorld: someone must be the OWNER');
  const owner = founder[0];
  const workspace = await buildWorkspace(server, people[owner].user, spec.name);
  for (const [name, { role }] of entries) {
    if (name !== owner && role !== 'OUTSIDER') {
      await addMember(server, workspace, people[name].user, role);
    }
  }
  const as = (person: Caller<Person>, clientId?: string) => ({
    token: typeof person === 'string' ? people[person].token : person.token,
    headers: inWorkspace(workspace, clientId),
  });
  const callAs =
    (person: Caller<Person>): Call =>
    (method, path, body) =>
      server.api(method, path, { ...as(person), body });

  const newDoc: World<Person, Group, Project, Doc, Log>['newDoc'] = async (
    projectId,
    values = {},
  ) => {
    const call = callAs(values.by ?? owner);
    const created = await call<CreatedDoc>('POST', `/projects/${projectId}/docs`, {
      parent_path: values.parentPath ?? '',
    });
    if (created.status !== 201) throw new Error(`buildWorld: a doc got ${created.status}`);
    if (values.name) {
      await call('PUT', `/projects/${projectId}/docs/${created.body.id}`, { name: values.name });
    }
    return created.body;
  };
  const newLog: World<Person, Group, Project, Doc, Log>['newLog'] = async (
    projectId,
    values = {},
  ) => {
    const title = values.title ?? 'Status';
    const created = await callAs(values.by ?? owner)<{ created_id: number }>(
      'POST',
      `/projects/${projectId}/logs`,
      {
        title,
        description: values.description ?? richText(title),
        attachments: values.attachments ?? [],
      },
    );
    if (created.status !== 201) throw new Error(`buildWorld: a log got ${created.status}`);
    return { id: created.body.created_id };
  };

  const groups = {} as Record<Group, GroupRow>;
  for (const [name, group] of entriesOf(spec.groups)) {
    groups[name] = await buildGroup(server, workspace, {
      ...group,
      team: teamOf(people, group.team),
    });
  }
  let firstGroup: GroupRow | undefined = Object.values<GroupRow>(groups)[0];
  const groupFor = async (name: Group | undefined) => {
    if (name) return groups[name];
    firstGroup ??= await buildGroup(server, workspace);
    return firstGroup;
  };

  const projects = {} as Record<Project, ProjectRow>;
  for (const [name, { group, ...project }] of entriesOf(spec.projects)) {
    projects[name] = await buildProject(server, await groupFor(group), {
      ...project,
      team: teamOf(people, project.team),
    });
  }
  let firstProject: ProjectRow | undefined = Object.values<ProjectRow>(projects)[0];
  const projectFor = async (name: Project | undefined) => {
    if (name) return projects[name];
    firstProject ??= await buildProject(server, await groupFor(undefined));
    return firstProject;
  };

  const docs = {} as Record<Doc, CreatedDoc>;
  for (const [name, { project, ...doc }] of entriesOf(spec.docs)) {
    docs[name] = await newDoc((await projectFor(project)).id, doc);
  }
  const logs = {} as Record<Log, { id: number }>;
  for (const [name, { project, ...log }] of entriesOf(spec.logs)) {
    logs[name] = await newLog((await projectFor(project)).id, log);
  }
  return { workspace, people, groups, projects, docs, logs, as, callAs, newDoc, newLog };
}

/** A workspace with one signed-in person of each role, and the groups, projects, docs and logs of `spec`. */
export const buildCrew = <
  Group extends string = never,
  Project extends string = never,
  Doc extends string = never,
  Log extends string = never,
>(
  server: TestServer,
  spec: Omit<WorldSpec<keyof typeof EVERY_ROLE, Group, Project, Doc, Log>, 'people'> = {},
) =>
  buildWorld<keyof typeof EVERY_ROLE, Group, Project, Doc, Log>(server, {
    ...spec,
    people: EVERY_ROLE,
  });

/** An owner and a member, Vera Viewer, who may only view the workspace's one project. */
export const buildOwnerAndViewer = (server: TestServer) =>
  buildWorld(server, {
    people: { owner: 'OWNER', viewer: { role: 'MEMBER', fullname: 'Vera Viewer' } },
    groups: { main: { right: 'VIEW' } },
    projects: { project: { right: 'VIEW' } },
  });

/** A signed-in owner of a workspace with a group, a project and one empty doc (made over HTTP). */
export async function buildOwnedDoc(server: TestServer) {
  const world = await buildWorld(server, {
    people: { owner: 'OWNER' },
    projects: { project: {} },
    docs: { doc: {} },
  });
  const { workspace, people, docs } = world;
  return {
    world,
    owner: people.owner,
    workspace,
    project: world.projects.project,
    docId: docs.doc.id,
  };
}
