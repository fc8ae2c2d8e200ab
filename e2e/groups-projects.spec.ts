import { ownerWithProject } from './docs-fixtures';
import { expect, newUser, test } from './fixtures';
import {
  groupThroughApi,
  projectThroughApi,
  signedInOwner,
  signInToWorkspace,
} from './group-fixtures';
import { mainMenu, ownerWithWorkspace } from './workspace-fixtures';

test.describe('groups and projects', () => {
  test('an owner creates a group, then a project in it', async ({ page, request, mailbox }) => {
    const { workspaceId } = await signedInOwner(page, request, mailbox, 'Lovelace Labs');

    await mainMenu(page).getByRole('link', { name: 'Create a group' }).click();
    await expect(page.getByRole('heading', { name: 'Create a group' })).toBeVisible();
    await page.getByLabel('Group name').fill('Engineering');
    await page.getByRole('radio', { name: /Private to its team/ }).click();
    await page.getByRole('button', { name: 'Create group' }).click();
    await expect(page.getByRole('heading', { name: 'Engineering', level: 1 })).toBeVisible();
    await expect(page.getByText('No projects yet', { exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'Add a project' }).first().click();
    await expect(page.getByRole('heading', { name: 'Create a project' })).toBeVisible();
    await page.getByLabel('Project name').fill('Moon landing');
    // Open to the workspace, whose members edit it unless told otherwise.
    await expect(page.getByRole('combobox', { name: 'Right of workspace members' })).toHaveValue(
      'Can edit and invite',
    );
    await page.getByRole('button', { name: /^Emoji/ }).click();
    await page.getByRole('option', { name: '🛰️' }).click();
    await page.getByRole('button', { name: 'Create project' }).click();

    await expect(page).toHaveURL(new RegExp(`/workspace/${workspaceId}/project/\\d+/logs$`));
    await expect(page.getByTestId('project-name')).toHaveText('Moon landing');
    await expect(page.getByRole('heading', { name: 'Logs & Activity', level: 1 })).toBeAttached();
    // The menu shows the group expanded, with its new project.
    await expect(mainMenu(page).getByRole('link', { name: /Moon landing/ })).toBeVisible();
  });

  test('archiving a group with its projects, then restoring them', async ({
    page,
    request,
    mailbox,
  }) => {
    const { owner, workspaceId } = await ownerWithWorkspace(request, mailbox, 'Archive Co');
    const groupId = await groupThroughApi(request, owner, workspaceId, 'Research');
    await projectThroughApi(request, owner, workspaceId, groupId, 'Fuel tests');
    await projectThroughApi(request, owner, workspaceId, groupId, 'Wind tunnel');
    await signInToWorkspace(page, owner, workspaceId, `/workspace/${workspaceId}/group/${groupId}`);

    await page.getByRole('button', { name: 'Group actions' }).click();
    await page.getByRole('menuitem', { name: 'Archive' }).click();
    const archiveDialog = page.getByRole('dialog', { name: 'Archive Research?' });
    await expect(archiveDialog.getByLabel('Also archive its 2 projects')).toBeChecked();
    await archiveDialog.getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByText('Group archived')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/workspace/${workspaceId}$`));
    await expect(mainMenu(page).getByRole('link', { name: 'Research' })).toHaveCount(0);

    // The menu's filter shows the archived groups, and remembers the choice.
    await mainMenu(page).getByRole('button', { name: 'Filter groups' }).click();
    await page.getByRole('menuitem', { name: 'Archived groups' }).click();
    await mainMenu(page).getByRole('link', { name: 'Research' }).click();
    await expect(page.getByTestId('archived-banner')).toContainText('This group is archived');
    await page.getByRole('radiogroup', { name: 'Which projects' }).getByText('Archived').click();
    await expect(page.getByTestId('project-card')).toHaveCount(2);

    await page.getByTestId('archived-banner').getByRole('button', { name: 'Restore' }).click();
    const restoreDialog = page.getByRole('dialog', { name: 'Restore Research?' });
    await expect(restoreDialog.getByLabel('Also restore its 2 projects archived')).toBeChecked();
    await restoreDialog.getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByText('Group restored')).toBeVisible();
    await expect(page.getByTestId('archived-banner')).toHaveCount(0);
    await page.getByRole('radiogroup', { name: 'Which projects' }).getByText('Active').click();
    await expect(page.getByTestId('project-card')).toHaveCount(2);
  });

  test('deleting a project asks critically, then shows its group', async ({
    page,
    request,
    mailbox,
  }) => {
    const { owner, workspaceId, groupId, projectId } = await ownerWithProject(
      request,
      mailbox,
      'Delete Co',
      { group: 'Operations', project: 'Old launch' },
    );
    await signInToWorkspace(
      page,
      owner,
      workspaceId,
      `/workspace/${workspaceId}/project/${projectId}`,
    );
    await expect(page).toHaveURL(new RegExp(`/project/${projectId}/logs$`));

    await page.getByRole('button', { name: 'Project actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Old launch?' });
    await expect(dialog).toContainText('go to the trash, where they can be restored for 30 days');
    await dialog.getByRole('button', { name: 'Yes, delete' }).click();

    await expect(page.getByText('Project moved to the trash')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/workspace/${workspaceId}/group/${groupId}$`));
    await expect(page.getByRole('heading', { name: 'Operations', level: 1 })).toBeVisible();
    await expect(page.getByTestId('project-card')).toHaveCount(0);
  });

  test("the free plan's fourth group opens 'Can't create more groups'", async ({
    page,
    request,
    mailbox,
  }) => {
    const { owner, workspaceId } = await ownerWithWorkspace(request, mailbox, 'Free Plan Co');
    for (const name of ['One', 'Two', 'Three']) {
      await groupThroughApi(request, owner, workspaceId, name);
    }
    await signInToWorkspace(page, owner, workspaceId);
    await expect(mainMenu(page).getByRole('link', { name: 'Three' })).toBeVisible();

    await mainMenu(page).getByRole('link', { name: 'Create a group' }).click();
    const dialog = page.getByRole('dialog', { name: "Can't create more groups" });
    await expect(dialog).toContainText(
      'You have reached the maximum number of groups you can add to your workspace with a free plan. You need to upgrade your subscription plan to add more groups.',
    );
    await dialog.getByRole('link', { name: 'Upgrade' }).click();
    await expect(page).toHaveURL(new RegExp(`/workspace/${workspaceId}/settings/upgrade$`));
  });

  test('a project of another workspace, or a malformed id, is not found', async ({
    page,
    request,
    mailbox,
  }) => {
    const first = await ownerWithWorkspace(request, mailbox, 'First Co');
    const groupId = await groupThroughApi(request, first.owner, first.workspaceId, 'Secret');
    const projectId = await projectThroughApi(
      request,
      first.owner,
      first.workspaceId,
      groupId,
      'Hidden',
    );
    const second = await ownerWithWorkspace(request, mailbox, 'Second Co', newUser('Alan Turing'));
    await signInToWorkspace(page, second.owner, second.workspaceId);

    await page.goto(`/workspace/${second.workspaceId}/project/${projectId}`);
    await expect(page.getByRole('heading', { name: "Something's missing" })).toBeVisible();
    await expect(page.getByText('Hidden')).toHaveCount(0);

    await page.goto(`/workspace/${second.workspaceId}/project/moon`);
    await expect(page.getByText('Reason: Missing project id')).toBeVisible();
    await page.goto(`/workspace/${second.workspaceId}/group/${groupId}`);
    await expect(page.getByRole('heading', { name: "Something's missing" })).toBeVisible();
  });
});
