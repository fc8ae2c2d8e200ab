import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, type Mailbox } from './fixtures';
import { groupThroughApi, projectThroughApi, signInToWorkspace } from './group-fixtures';
import { headers, ownerWithWorkspace, type ApiUser } from './workspace-fixtures';

/** A doc as the API answers it (the fields the tests read). */
export interface ApiDoc {
  id: number;
  path: string;
  name: string;
}

export { headers };

/** A doc made through the API, at the top level or inside `parent`, then named. */
export async function docThroughApi(
  request: APIRequestContext,
  user: ApiUser,
  workspaceId: number,
  projectId: number,
  name: string,
  parent?: ApiDoc,
): Promise<ApiDoc> {
  const created = await request.post(`/api/projects/${projectId}/docs`, {
    headers: headers(user, workspaceId),
    data: { parent_path: parent?.path ?? '' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as ApiDoc;
  const named = await request.put(`/api/projects/${projectId}/docs/${id}`, {
    headers: headers(user, workspaceId),
    data: { name },
  });
  expect(named.status()).toBe(200);
  return (await named.json()) as ApiDoc;
}

/** The project's active tree as the server has it: names, nested. */
export async function treeThroughApi(
  request: APIRequestContext,
  user: ApiUser,
  workspaceId: number,
  projectId: number,
  only: 'active' | 'archived' = 'active',
): Promise<string[]> {
  const answer = await request.get(`/api/projects/${projectId}/docs?only=${only}`, {
    headers: headers(user, workspaceId),
  });
  expect(answer.status()).toBe(200);
  interface Node {
    name: string;
    children: Node[];
  }
  const lines: string[] = [];
  const walk = (nodes: Node[], depth: number) => {
    for (const node of nodes) {
      lines.push(`${'  '.repeat(depth)}${node.name}`);
      walk(node.children, depth + 1);
    }
  };
  walk((await answer.json()) as Node[], 0);
  return lines;
}

/** An owner with a workspace, a group and a project of that group, all through the API. */
export async function ownerWithProject(
  request: APIRequestContext,
  mailbox: Mailbox,
  workspaceName = 'Docs Co',
  { group = 'Flight', project = 'Apollo' }: { group?: string; project?: string } = {},
) {
  const { owner, workspaceId } = await ownerWithWorkspace(request, mailbox, workspaceName);
  const groupId = await groupThroughApi(request, owner, workspaceId, group);
  const projectId = await projectThroughApi(request, owner, workspaceId, groupId, project);
  return { owner, workspaceId, groupId, projectId };
}

export function docAddress(workspaceId: number, projectId: number, docId: number): string {
  return `/workspace/${workspaceId}/project/${projectId}/doc/${docId}`;
}

/** A doc of a workspace, with its owner, and the address to open it. */
export interface OwnedDoc {
  owner: ApiUser;
  workspaceId: number;
  address: string;
}

/** Signs the owner in on the doc, and waits until it is live and saved. */
export async function openOwnedDoc(page: Page, { owner, workspaceId, address }: OwnedDoc) {
  await signInToWorkspace(page, owner, workspaceId, address);
  await expect(docStatus(page)).toHaveAttribute('data-status', 'saved');
}

/** Opens the doc as its owner, once saved, and clicks into its editor: the editor. */
export async function clickIntoOwnedDoc(page: Page, doc: OwnedDoc): Promise<Locator> {
  await openOwnedDoc(page, doc);
  const editor = docEditor(page);
  await editor.click();
  return editor;
}

/** The doc's editor. */
export function docEditor(page: Page): Locator {
  return page.getByTestId('doc-editor');
}

/** The doc's save status (Saved, Saving, Offline, Read only). */
export function docStatus(page: Page): Locator {
  return page.getByTestId('doc-sync-status');
}

/** Types at the end of the doc. */
export async function typeAtEnd(page: Page, text: string): Promise<void> {
  await docEditor(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(text, { delay: 15 });
}

/** Puts `text` at the end of the doc at once, as a paste would: for text the test is not about. */
export async function insertAtEnd(page: Page, text: string): Promise<void> {
  await docEditor(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.insertText(text);
}

/**
 * Selects `word`, which ends the line of the caret, with the keyboard and opens a comment on it
 * from the bubble toolbar: the comment's box.
 */
export async function commentBoxOnLastWord(page: Page, word: string): Promise<Locator> {
  await page.keyboard.press('End');
  for (let i = 0; i < word.length; i += 1) await page.keyboard.press('Shift+ArrowLeft');
  await page.getByRole('button', { name: 'Comment', exact: true }).click();
  return page.getByRole('textbox', { name: 'Comment', exact: true });
}

/** Types "/query" in the doc and runs the block the slash menu selects first. */
export async function insertBlock(page: Page, query: string, title: string): Promise<void> {
  await page.keyboard.type(`/${query}`, { delay: 20 });
  const menu = page.getByRole('listbox', { name: 'Insert a block' });
  await expect(menu.getByRole('option', { selected: true })).toContainText(title);
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
}

/**
 * Inserts a block from the slash menu, types `text` in it, then presses Enter `enters` times: once
 * after a heading, twice to leave a callout or a list (a new line, then out of it), three times to
 * leave a code block.
 */
export async function insertBlockWithText(
  page: Page,
  [query, title]: [query: string, title: string],
  text: string,
  enters: number,
): Promise<void> {
  await insertBlock(page, query, title);
  await page.keyboard.type(text);
  for (let pressed = 0; pressed < enters; pressed += 1) await page.keyboard.press('Enter');
}

/** Inserts a toggle titled `summary`, opens it, types `content` in it, then leaves it. */
export async function insertToggle(page: Page, summary: string, content: string): Promise<void> {
  await insertBlock(page, 'toggle', 'Toggle');
  await page.keyboard.type(summary);
  await docEditor(page).getByRole('button', { name: 'Open the toggle' }).click();
  await docEditor(page).locator('[data-type="detailsContent"] p').first().click();
  await page.keyboard.type(content);
  // Enter twice: a new line in the toggle, then out of it.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
}

/** Opens the doc menu and picks an action, through More when it is collapsed. */
export async function docAction(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Document actions' }).click();
  const menu = page.getByTestId('doc-action-menu');
  const item = menu.getByRole('menuitem', { name, exact: true });
  if (!(await item.isVisible())) await menu.getByRole('menuitem', { name: 'More' }).click();
  await item.click();
}

/** A node of the docs tree, by the doc's name. */
export function treeNode(page: Page, name: string): Locator {
  return page
    .getByTestId('doc-tree-node')
    .filter({ has: page.getByRole('link', { name, exact: true }) });
}

/** Opens these nodes of the docs tree by their toggles, in order: each may lie in the one before. */
export async function expandTreeNodes(page: Page, ...names: string[]): Promise<void> {
  for (const name of names) {
    await treeNode(page, name)
      .getByRole('button', { name: `Expand ${name}` })
      .click();
  }
}

/** The docs tree's names as shown, indented by depth (opened nodes only), read in one go. */
export function shownTree(page: Page): Promise<string[]> {
  return page.getByTestId('doc-tree-node').evaluateAll((nodes) =>
    nodes.map((node) => {
      const depth = Number(node.getAttribute('data-depth'));
      const name = node.querySelector('[data-doc-name]')?.textContent?.trim() ?? '';
      return `${'  '.repeat(Math.max(0, depth - 1))}${name}`;
    }),
  );
}

export type DropArea = 'before' | 'inside' | 'after';

/** Where the pointer goes in the target row: its top 15% (before), middle (inside), bottom 15%. */
const AREA_RATIO: Record<DropArea, number> = { before: 0.06, inside: 0.5, after: 0.94 };

/**
 * Drags a node with the mouse onto a target's drop zone, in small steps as a hand would (the
 * drag starts after a few pixels). Returns before releasing when `release` is false, so a test
 * can look at the indicator.
 */
export async function dragNode(
  page: Page,
  source: Locator,
  target: Locator,
  area: DropArea,
  { release = true }: { release?: boolean } = {},
): Promise<void> {
  const from = await source.locator('[data-doc-link]').boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('The tree nodes are not on screen');
  await page.mouse.move(from.x + 20, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 24, from.y + from.height / 2 + 8, { steps: 4 });
  const x = to.x + Math.min(80, to.width / 2);
  const y = to.y + to.height * AREA_RATIO[area];
  await page.mouse.move(x, y, { steps: 12 });
  await page.mouse.move(x, y + 0.5, { steps: 2 });
  if (release) await page.mouse.up();
}
