import { expect, test } from './fixtures';
import {
  groupThroughApi,
  memberIdOf,
  projectStatusFor,
  projectThroughApi,
  signInToWorkspace,
} from './group-fixtures';
import { screenshotLooks } from './screenshots';
import { headers, memberOf, ownerWithWorkspace, signInThroughApi } from './workspace-fixtures';

test.describe('project rights', () => {
  test('a member added with "Can view" has no edit controls, until raised live', async ({
    page,
    browser,
    request,
    mailbox,
  }) => {
    const { owner, workspaceId } = await ownerWithWorkspace(request, mailbox, 'Rights Co');
    const member = await memberOf(request, mailbox, owner, workspaceId, 'MEMBER');
    const groupId = await groupThroughApi(request, owner, workspaceId, 'Flight');
    // A private project: the 'Can view' invite is what lets the member see it at all.
    const projectId = await projectThroughApi(request, owner, workspaceId, groupId, 'Apollo', {
      privacy: 'PRIVATE',
    });
    const memberApi = await signInThroughApi(request, member);
    expect(await projectStatusFor(request, memberApi, workspaceId, projectId)).toBe(404);
    const teamPage = `/workspace/${workspaceId}/project/${projectId}/team`;

    // The owner adds the member to the project's team with 'Can view'.
    await signInToWorkspace(page, owner, workspaceId, teamPage);
    await page.getByRole('button', { name: 'Add people' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add people' });
    await dialog.getByRole('combobox', { name: 'People' }).click();
    await page.getByRole('option', { name: member.fullname }).click();
    await dialog.getByRole('combobox', { name: 'Right' }).click();
    await page.getByRole('option', { name: 'Can view' }).click();
    await dialog.getByRole('button', { name: 'Add to team' }).click();
    await expect(page.getByText('1 person added to the team')).toBeVisible();
    const memberRow = page.getByTestId('team-entry').filter({ hasText: member.fullname });
    await expect(memberRow).toContainText('Can view');
    expect(await projectStatusFor(request, memberApi, workspaceId, projectId)).toBe(200);

    // The member sees the project, without any control that needs more than viewing.
    const memberContext = await browser.newContext();
    const memberPage = await memberContext.newPage();
    await signInToWorkspace(
      memberPage,
      member,
      workspaceId,
      `/workspace/${workspaceId}/project/${projectId}`,
    );
    await expect(memberPage.getByTestId('project-name')).toHaveText('Apollo');
    await expect(memberPage.getByRole('button', { name: 'Share' })).toHaveCount(0);
    await expect(memberPage.getByRole('button', { name: 'New', exact: true })).toHaveCount(0);
    await expect(memberPage.getByRole('button', { name: 'Project actions' })).toHaveCount(0);
    await expect(memberPage.getByRole('link', { name: 'Add people' })).toHaveCount(0);

    // Raised to 'Can edit and invite': the controls appear in the member's open page.
    await page.getByRole('button', { name: `Actions for ${member.fullname}` }).click();
    await page.getByRole('menuitem', { name: 'Can edit and invite' }).click();
    await expect(memberRow).toContainText('Can edit and invite');
    await expect(memberPage.getByRole('button', { name: 'Share' })).toBeVisible();
    await expect(memberPage.getByRole('button', { name: 'New', exact: true })).toBeVisible();
    await memberPage.getByRole('button', { name: 'Project actions' }).click();
    await expect(memberPage.getByRole('menuitem', { name: 'Edit project settings' })).toBeVisible();
    await expect(memberPage.getByRole('menuitem', { name: 'Archive' })).toBeVisible();
    // Deleting a project stays with owners.
    await expect(memberPage.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);
    await memberContext.close();
  });

  test('the team list shows the right people really have: an admin and a group editor added with "Can view" edit', async ({
    page,
    request,
    mailbox,
  }) => {
    const { owner, workspaceId } = await ownerWithWorkspace(request, mailbox, 'Rights Co');
    const admin = await memberOf(request, mailbox, owner, workspaceId, 'ADMIN', 'Ada Admin');
    const editor = await memberOf(request, mailbox, owner, workspaceId, 'MEMBER');
    const viewer = await memberOf(request, mailbox, owner, workspaceId, 'MEMBER', 'Vera Viewer');
    const groupId = await groupThroughApi(request, owner, workspaceId, 'Flight');
    const auth = headers(owner, workspaceId);
    const onGroup = await request.post(`/api/groups/${groupId}/team`, {
      headers: auth,
      data: {
        invites: [
          { user_id: await memberIdOf(request, owner, workspaceId, editor.email), right: 'EDIT' },
        ],
      },
    });
    expect(onGroup.status()).toBe(201);
    const projectId = await projectThroughApi(request, owner, workspaceId, groupId, 'Apollo', {
      privacy: 'PRIVATE',
    });
    const invites = [];
    for (const person of [admin, editor, viewer]) {
      invites.push({
        user_id: await memberIdOf(request, owner, workspaceId, person.email),
        right: 'VIEW',
      });
    }
    const onProject = await request.post(`/api/projects/${projectId}/team`, {
      headers: auth,
      data: { invites },
    });
    expect(onProject.status()).toBe(201);

    await signInToWorkspace(
      page,
      owner,
      workspaceId,
      `/workspace/${workspaceId}/project/${projectId}/team`,
    );
    const rightOf = (name: string) =>
      page.getByTestId('team-entry').filter({ hasText: name }).getByTestId('team-entry-right');
    await expect(rightOf('Ada Admin')).toHaveText('Can edit and invite (added as can view)');
    await expect(rightOf('Grace Hopper')).toHaveText('Can edit and invite (added as can view)');
    await expect(rightOf('Vera Viewer')).toHaveText('Can view');

    // The pictures, light and dark, wide and on a phone.
    await screenshotLooks(page, 'projects/team', async () => {
      await rightOf('Ada Admin').scrollIntoViewIfNeeded();
      await expect(rightOf('Ada Admin')).toHaveText('Can edit and invite (added as can view)');
      // Shown whole, on a phone too: it wraps rather than being cut.
      const cut = await rightOf('Ada Admin').evaluate(
        (line) => line.scrollWidth > line.clientWidth,
      );
      expect(cut).toBe(false);
      await expect(rightOf('Vera Viewer')).toBeVisible();
    });
  });
});
