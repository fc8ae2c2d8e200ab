import { expect } from './fixtures';
import { docEditor, docStatus, typeAtEnd } from './docs-fixtures';
import { test } from './project-fixtures';
import { screenshotLooks } from './screenshots';
import { mainMenu } from './workspace-fixtures';

test.describe('full-text search', () => {
  test.use({ workspaceName: 'Full Text Co' });

  test('a word typed in a doc body finds the doc under "In documents"; Enter opens it', async ({
    page,
    project,
  }) => {
    const { workspaceId, projectId } = project;
    await project.signIn(page, project.address('/logs'));

    // A new doc from the docs panel, titled, with a word in its body only.
    await page.getByRole('button', { name: 'New documentation page' }).first().click();
    await expect(page).toHaveURL(
      new RegExp(`/workspace/${workspaceId}/project/${projectId}/doc/\\d+$`),
    );
    const docAddress = new URL(page.url()).pathname;
    await expect(docStatus(page)).toHaveAttribute('data-status', 'saved');
    await page.getByLabel('Page title').fill('Launch plan');
    await typeAtEnd(page, 'At dawn the countdown holds for the weather.');
    await expect(docEditor(page)).toContainText('the countdown holds');
    // Saved: the database holds the title and the body.
    await expect(docStatus(page)).toHaveAttribute('data-status', 'saved');
    await expect(docStatus(page)).toHaveText('Saved');

    // Elsewhere in the workspace, Ctrl+K and the word.
    await page.goto(`/workspace/${workspaceId}`);
    await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
    await expect(
      mainMenu(page).getByRole('button', { name: /^Search (Ctrl K|⌘K)$/ }),
    ).toBeVisible();
    await page.keyboard.press('Control+k');
    const modal = page.getByRole('dialog', { name: 'Search' });
    const box = modal.getByRole('combobox', { name: 'Search' });
    // The server is asked once typing pauses: never for the first letter alone.
    const asked: string[] = [];
    page.on('request', (sent) => {
      const url = new URL(sent.url());
      if (url.pathname === '/api/search/full-text') asked.push(url.searchParams.get('q') ?? '');
    });
    await box.pressSequentially('countdown', { delay: 30 });
    const documents = modal.getByRole('group', { name: /In documents/i });
    const result = documents.getByRole('option', { name: /Launch plan/ });
    await expect(result).toBeVisible();
    await expect(result).toHaveAttribute('href', `${docAddress}?find=countdown`);
    await expect(result.locator('mark')).toHaveText(['countdown']);
    await expect(result).toContainText('the countdown holds');
    // No title holds the word: the doc is only there.
    await expect(modal.getByRole('option')).toHaveCount(1);
    await expect(modal.getByText('No results')).toBeHidden();
    expect(asked).not.toContain('c');
    expect(asked.at(-1)).toBe('countdown');
    await screenshotLooks(page, 'search/palette', () =>
      expect(result.locator('mark')).toBeVisible(),
    );

    await box.press('Enter');
    await expect(modal).toBeHidden();
    // Opened at the word: marked until the reader's first click or key (one who looked away for
    // a few seconds still finds it), and the address loses its `find` once there.
    await expect(page.locator('.doc-found-word')).toHaveText('countdown');
    await expect(page).toHaveURL(docAddress);
    await screenshotLooks(page, 'search/found-word', () =>
      expect(page.locator('.doc-found-word')).toBeVisible(),
    );
    await page.waitForTimeout(3000);
    await expect(page.locator('.doc-found-word')).toHaveText('countdown');
    await docEditor(page).click();
    await expect(page.locator('.doc-found-word')).toHaveCount(0);
    await expect(page.getByLabel('Page title')).toHaveValue('Launch plan');
    await expect(docEditor(page)).toContainText('the countdown holds');

    // The results page forgives a typo, and its filters narrow what the server finds.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/workspace/${workspaceId}/search?q=cuontdown`);
    const found = page.getByRole('group', { name: /In documents/i });
    await expect(found.getByRole('link', { name: /Launch plan/ })).toBeVisible();
    await expect(found.locator('mark')).toHaveText(['countdown']);
    const edited = page.getByRole('combobox', { name: 'Edited' });
    await edited.click();
    await page.getByRole('option', { name: 'Past 24 hours' }).click();
    await expect(page).toHaveURL(/edited=day/);
    await expect(found.getByRole('link', { name: /Launch plan/ })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('search-results-375.png') });
    await page.getByRole('combobox', { name: 'Author' }).click();
    await page.getByRole('option', { name: 'Ada Lovelace' }).click();
    await expect(page).toHaveURL(/author=\d+/);
    await expect(found.getByRole('link', { name: /Launch plan/ })).toBeVisible();
  });
});
