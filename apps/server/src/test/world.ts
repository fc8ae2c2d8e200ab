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
import type { TestServer } from './harness';

interface PersonSpec {
  role: WorkspaceRole;
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

/**
 * A whole test setting in one call: a workspace with its people (each signed in, with a role;
 * the first OWNER creates it), groups, projects and docs, each made with what it needs (a
 * project without a group gets the first group, made if there is none), as Outline's factories
 * do. People, groups and projects go straight into the database; docs are created over HTTP.
 */
export interface WorldSpec<
  Person extends string,
  Group extends string,
  Project extends string,
  Doc extends string,
> {
  name?: string;
  people: Record<Person, WorkspaceRole | PersonSpec>;
  groups?: Record<Group, ItemSpec<Person>>;
  projects?: Record<Project, ProjectSpec<Person, Group>>;
  docs?: Record<Doc, DocSpec<Person, Project>>;
}

export interface World<
  Person extends string,
  Group extends string,
  Project extends string,
  Doc extends string,
> {
  workspace: WorkspaceRow;
  people: Record<Person, SignedInPerson>;
  groups: Record<Group, GroupRow>;
  projects: Record<Project, ProjectRow>;
  docs: Record<Doc, { id: number; path: string }>;
  /** The token and workspace headers of a call made by one of the people. */
  as: (person: Person, clientId?: string) => { token: string; headers: Record<string, string> };
}

const DEFAULT_NAMES: Partial<Record<WorkspaceRole, string>> = {
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

export async function buildWorld<
  Person extends string,
  Group extends string = never,
  Project extends string = never,
  Doc extends string = never,
>(
  server: TestServer,
  spec: WorldSpec<Person, Group, Project, Doc>,
): Promise<World<Person, Group, Project, Doc>> {
  const entries = (Object.entries(spec.people) as [Person, WorkspaceRole | PersonSpec][]).map(
    ([name, value]) => [name, typeof value === 'string' ? { role: value } : value] as const,
  );
  const people = {} as Record<Person, SignedInPerson>;
  for (const [name, person] of entries) {
    people[name] = await buildSignedInUser(server, {
      fullname: person.fullname ?? DEFAULT_NAMES[person.role] ?? name,
    });
  }
  const founder = entries.find(([, person]) => countsAsOwner(person.role, false));
  if (!founder) throw new Error('buildWorld: someone must be the OWNER');
  const workspace = await buildWorkspace(server, people[founder[0]].user, spec.name);
  for (const [name, person] of entries) {
    if (name !== founder[0]) await addMember(server, workspace, people[name].user, person.role);
  }
  const as = (person: Person, clientId?: string) => ({
    token: people[person].token,
    headers: inWorkspace(workspace, clientId),
  });

  const groups = {} as Record<Group, GroupRow>;
  for (const [name, group] of Object.entries(spec.groups ?? {}) as [Group, ItemSpec<Person>][]) {
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
  const projectSpecs = Object.entries(spec.projects ?? {}) as [
    Project,
    ProjectSpec<Person, Group>,
  ][];
  for (const [name, { group, ...project }] of projectSpecs) {
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

  const docs = {} as Record<Doc, { id: number; path: string }>;
  for (const [name, doc] of Object.entries(spec.docs ?? {}) as [Doc, DocSpec<Person, Project>][]) {
    const project = await projectFor(doc.project);
    const by = as(doc.by ?? founder[0]);
    const created = await server.api<{ id: number; path: string }>(
      'POST',
      `/projects/${project.id}/docs`,
      { ...by, body: { parent_path: '' } },
    );
    if (created.status !== 201) throw new Error(`buildWorld: doc ${name} got ${created.status}`);
    if (doc.name) {
      await server.api('PUT', `/projects/${project.id}/docs/${created.body.id}`, {
        ...by,
        body: { name: doc.name },
      });
    }
    docs[name] = created.body;
  }
  return { workspace, people, groups, projects, docs, as };
}
