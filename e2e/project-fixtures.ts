import type { APIRequestContext, Page } from '@playwright/test';
import { test as base, type Mailbox, type TestUser } from './fixtures';
import {
  docAddress,
  docThroughApi,
  ownerWithProject,
  treeThroughApi,
  type ApiDoc,
  type OwnedDoc,
} from './docs-fixtures';
import { projectMemberOf, signInToWorkspace } from './group-fixtures';
import type { ApiUser, InvitableRole } from './workspace-fixtures';

/** A new owner's workspace with a group (Flight) and its project (Apollo). */
export interface OwnersProject {
  owner: ApiUser;
  workspaceId: number;
  groupId: number;
  projectId: number;
  /** A doc of the project made through the API, at the top level or inside `parent`, named. */
  doc(name: string, parent?: ApiDoc): Promise<ApiDoc>;
  /** The address of one of the project's pages: its `subpage` ('/logs', '/settings'). */
  address(subpage: string): string;
  /** The address that opens one of the project's docs. */
  docAddress(doc: { id: number }): string;
  /** The doc with its owner and address, as `openOwnedDoc` takes it. */
  ownedDoc(doc: { id: number }): OwnedDoc;
  /** Signs the owner in through the page, then opens `path` when given. */
  signIn(page: Page, path?: string): Promise<void>;
  /** Signs the owner in through the page, then opens one of the project's docs. */
  signInToDoc(page: Page, doc: { id: number }): Promise<void>;
  /** A new person who joined the workspace with `role`, then the project's team with `right`. */
  teamMember(role: InvitableRole, right: 'VIEW' | 'EDIT', fullname?: string): Promise<TestUser>;
  /** The project's tree as the server has it (its active docs unless said): names, nested. */
  tree(only?: 'active' | 'archived'): Promise<string[]>;
}

async function ownersProject(
  request: APIRequestContext,
  mailbox: Mailbox,
  workspaceName: string,
): Promise<OwnersProject> {
  const made = await ownerWithProject(request, mailbox, workspaceName);
  const { owner, workspaceId, projectId } = made;
  const signIn = (page: Page, path?: string) => signInToWorkspace(page, owner, workspaceId, path);
  const addressOf = (doc: { id: number }) => docAddress(workspaceId, projectId, doc.id);
  return {
    ...made,
    doc: (name, parent) => docThroughApi(request, owner, workspaceId, projectId, name, parent),
    address: (subpage) => `/workspace/${workspaceId}/project/${projectId}${subpage}`,
    docAddress: addressOf,
    ownedDoc: (doc) => ({ owner, workspaceId, address: addressOf(doc) }),
    signIn,
    signInToDoc: (page, doc) => signIn(page, addressOf(doc)),
    teamMember: (role, right, fullname) =>
      projectMemberOf(request, mailbox, made, role, right, fullname),
    tree: (only) => treeThroughApi(request, owner, workspaceId, projectId, only),
  };
}

/**
 * The tests' `project`: a new owner's project in a workspace named `workspaceName` (Docs Co unless
 * a test uses another), all made through the API before the test; `ownersDoc`: that project's doc
 * named 'Launch plan'.
 */
export const test = base.extend<{
  workspaceName: string;
  project: OwnersProject;
  ownersDoc: OwnedDoc;
}>({
  workspaceName: ['Docs Co', { option: true }],
  project: async ({ request, mailbox, workspaceName }, use) => {
    await use(await ownersProject(request, mailbox, workspaceName));
  },
  ownersDoc: async ({ project }, use) => {
    await use(project.ownedDoc(await project.doc('Launch plan')));
  },
});

/** Guide, with Chapter inside, then Notes, made through the API: the Guide. */
export async function guideChapterAndNotes(project: OwnersProject): Promise<ApiDoc> {
  const guide = await project.doc('Guide');
  await project.doc('Chapter', guide);
  await project.doc('Notes');
  return guide;
}
