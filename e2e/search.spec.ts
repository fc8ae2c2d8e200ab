import { expect } from './fixtures';
import { projectThroughApi } from './group-fixtures';
import { test } from './project-fixtures';
import { mainMenu, openMainMenu } from './workspace-fixtures';

test.describe('search', () => {
  test.use({ workspaceName: 'Search Co' });

  test('finds a doc, a log by its description and an archived project', async ({
    page,
    request,
    project,
  }) => {
    const { owner, workspaceId, groupId, projectId } = project;
    const headers = {
      Authorization: `Bearer ${owner.token}`,
      'X-Workspace-Id': String(workspaceId),
    };
    const doc = await project.doc('Propulsion notes');
    const log = await request.post(`/api/projects/${projectId}/logs`, {
      headers,
      data: {
        title: 'Weekly status',
        description: {
          type: 'doc',
          content: [
            {
              type: 'paragraph',
              content: [{ type: 'text', text: 'The turbopump passed its test.' }],
            },
          ],
        },
        attachments: [],
      },
    });
    expect(log.status()).toBe(201);
    const logId = ((await log.json()) as { created_id: number }).created_id;
    const oldProject = await projectThroughApi(request, owner, workspaceId, groupId, 'Gemini');
    const archived = await request.put(`/api/projects/${oldProject}/archive`, { headers });
    expect(archived.status()).toBe(200);

    await project.signIn(page);
    // The side menu's search box (its name ends with the shortcut, unlike the workspace button).
    const searchBox = mainMenu(page).getByRole('button', { name: /^Search (Ctrl K|⌘K)$/ });
    await expect(searchBox).toBeVisible();

    // Ctrl+K: the initial state, then a doc; Enter opens its page.
    await page.keyboard.press('Control+k');
    const modal = page.getByRole('dialog', { name: 'Search' });
    await expect(modal.getByText('Search your workspace')).toBeVisible();
    const box = modal.getByRole('combobox', { name: 'Search' });
    await box.fill('pr');
    await expect(modal.getByText('Type at least 3 letters to search')).toBeVisible();
    await box.fill('propulsion');
    await expect(modal.getByText('Type at least 3 letters to search')).toBeHidden();
    await expect(modal.getByRole('option', { name: /Propulsion notes/ })).toBeVisible();
    await page.screenshot({ path: 'docs/screenshots/flows/search-modal-1280.png' });
    await box.press('Enter');
    await expect(page).toHaveURL(project.docAddress(doc));
    await expect(modal).toBeHidden();

    // From the side menu: a log found by a word of its description.
    await openMainMenu(page);
    await searchBox.click();
    await box.fill('TURBOPUMP');
    const logResult = modal.getByRole('option', { name: /Weekly status/ });
    await expect(logResult).toHaveAttribute(
      'href',
      `/workspace/${workspaceId}/project/${projectId}/logs/${logId}`,
    );
    await box.fill('nothing like this');
    await expect(modal.getByText('No results')).toBeVisible();
    await box.press('Escape');
    await expect(modal).toBeHidden();

    // The archived project, with its archive icon; arrows move to it, Enter opens its logs.
    await page.keyboard.press('Control+k');
    await box.fill('gemini');
    const projectResult = modal.getByRole('option', { name: /Gemini/ });
    await expect(projectResult.getByRole('img', { name: 'Archived' })).toBeVisible();
    await box.press('ArrowDown');
    await box.press('ArrowUp');
    await expect(projectResult).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL(`/workspace/${workspaceId}/project/${oldProject}/logs`);

    // The results page.
    await page.goto(`/workspace/${workspaceId}/search?q=apollo`);
    await expect(page).toHaveTitle(/Search results/);
    await expect(page.getByRole('link', { name: /Apollo/ })).toBeVisible();
  });
});
