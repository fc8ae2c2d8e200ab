import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ownerWithProject } from './docs-fixtures';
import { signInToWorkspace } from './group-fixtures';
import type { ApiUser } from './workspace-fixtures';

interface SavedPlanning {
  phases: { name: string; start: string; end: string; progress: number }[];
  milestones: { name: string; date: string }[];
}

/** The planning as the server saved it (GET /projects/{id}). */
async function savedPlanning(
  request: APIRequestContext,
  user: ApiUser,
  workspaceId: number,
  projectId: number,
): Promise<SavedPlanning | null> {
  const answer = await request.get(`/api/projects/${projectId}`, {
    headers: { Authorization: `Bearer ${user.token}`, 'X-Workspace-Id': String(workspaceId) },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { planning: SavedPlanning | null }).planning;
}

function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Drags with the mouse from a point of `element` by `dx` pixels, in small steps as a hand would. */
async function dragBy(page: Page, element: Locator, dx: number, at: 'middle' | 'end' = 'middle') {
  await element.scrollIntoViewIfNeeded();
  const box = await element.boundingBox();
  if (!box) throw new Error('Not on screen');
  const x = at === 'middle' ? box.x + box.width / 2 : box.x + box.width - 3;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y, { steps: 6 });
  await page.mouse.move(x + dx, y, { steps: 6 });
  await page.mouse.up();
}

/** The zoom's segmented control: its radios are hidden under their labels. */
async function zoomTo(page: Page, label: 'Week' | 'Month' | 'Quarter') {
  await page.locator('label', { hasText: new RegExp(`^${label}$`) }).click();
}

/** Three phases and two milestones around today, saved through the API. */
async function savePlanningAround(
  request: APIRequestContext,
  owner: ApiUser,
  workspaceId: number,
  projectId: number,
) {
  const today = new Date().toISOString().slice(0, 10);
  const phase = (id: string, name: string, from: number, to: number, color: string) => ({
    id,
    name,
    start: addDays(today, from),
    end: addDays(today, to),
    color,
    progress: 0,
    links: [],
  });
  const planning = {
    phases: [
      { ...phase('design', 'Design', -20, 6, 'teal'), progress: 80 },
      { ...phase('build', 'Build', 2, 40, 'blue'), progress: 25 },
      phase('test', 'Test flights', 30, 60, 'orange'),
    ],
    milestones: [
      { id: 'review', name: 'Design review', date: addDays(today, 7), color: 'grape', links: [] },
      { id: 'launch', name: 'Launch', date: addDays(today, 62), color: 'red', links: [] },
    ],
  };
  const saved = await request.put(`/api/projects/${projectId}/planning`, {
    headers: { Authorization: `Bearer ${owner.token}`, 'X-Workspace-Id': String(workspaceId) },
    data: { planning },
  });
  expect(saved.status()).toBe(200);
}

interface HeaderProblem {
  scrollLeft: number;
  label: string;
  problem: string;
}

/**
 * Scrolls the timeline from its start to its end and, at each stop, measures the header: every
 * date label shown must be whole (not cut by the names column at the left nor by its own cell),
 * and the Today pill must cover none of them. Returns what went wrong, and where.
 */
function headerProblems(timeline: Locator): Promise<HeaderProblem[]> {
  return timeline.evaluate(async (region) => {
    const months =
      'January|February|March|April|May|June|July|August|September|October|November|December';
    const short = 'Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec';
    const dateLabel = new RegExp(
      [
        `^(${months}) \\d{4}$`, // month over weeks
        `^\\d{1,2} (${short})( – \\d{1,2} (${short}) \\d{4})?$`, // week
        '^[MTWFS] \\d{1,2}$', // day
        '^Q[1-4] \\d{4}$', // quarter
        `^(${short})$`, // month under quarters
      ].join('|'),
    );
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const textBox = (element: Element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return range.getBoundingClientRect();
    };
    const leaves = Array.from(region.querySelectorAll('span, div')).filter(
      (element) => element.children.length === 0,
    );
    const labels = leaves.filter((element) => dateLabel.test(element.textContent ?? ''));
    const pill = leaves.find((element) => element.textContent === 'Today');
    const nameColumn = parseFloat(getComputedStyle(region).getPropertyValue('--name-col'));
    const found: { scrollLeft: number; label: string; problem: string }[] = [];
    const end = region.scrollWidth - region.clientWidth;
    for (let x = 0; x <= end + 22; x += 23) {
      region.scrollLeft = Math.min(x, end);
      await frame();
      await frame();
      const frameBox = region.getBoundingClientRect();
      const left = frameBox.left + region.clientLeft + nameColumn;
      const pillBox = pill?.getBoundingClientRect();
      for (const label of labels) {
        const style = getComputedStyle(label);
        if (style.visibility === 'hidden' || style.opacity === '0') continue;
        const box = textBox(label);
        if (box.right <= left) continue; // scrolled away under the names column
        const text = label.textContent ?? '';
        const at = { scrollLeft: region.scrollLeft, label: text };
        if (box.left < left - 0.5) found.push({ ...at, problem: 'cut at the left edge' });
        const cell = label.parentElement?.getBoundingClientRect();
        if (cell && (box.left < cell.left - 0.5 || box.right > cell.right + 0.5)) {
          found.push({ ...at, problem: 'cut by its cell' });
        }
        const covered =
          pillBox &&
          pillBox.left < box.right &&
          box.left < pillBox.right &&
          pillBox.top < box.bottom &&
          box.top < pillBox.bottom;
        if (covered) found.push({ ...at, problem: 'under the Today pill' });
      }
    }
    return found.slice(0, 12);
  });
}

const planningPath = (workspaceId: number, projectId: number) =>
  `/workspace/${workspaceId}/project/${projectId}/planning`;

test.describe('planning', () => {
  test('an editor builds a planning, then moves and resizes it by dragging and with the keyboard', async ({
    page,
    request,
    mailbox,
  }) => {
    const { owner, workspaceId, projectId } = await ownerWithProject(request, mailbox, 'Plan Co');
    await signInToWorkspace(page, owner, workspaceId, planningPath(workspaceId, projectId));
    await expect(page.getByText('No planning yet')).toBeVisible();

    // A phase through the form: two weeks from the start given.
    await page.getByRole('button', { name: 'Add a phase' }).first().click();
    const form = page.getByRole('dialog', { name: 'Add a phase' });
    await form.getByLabel('Name').fill('Build the rocket');
    await form.getByLabel('Start').fill('2026-03-02');
    await form.getByLabel('End').fill('2026-03-15');
    await form.getByLabel('Progress').fill('40');
    await page.screenshot({ path: 'docs/screenshots/flows/planning-form-1280.png' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
    const bar = page.getByTestId('planning-bar');
    await expect(bar).toHaveAccessibleName(
      'Build the rocket, phase, 2 Mar – 15 Mar 2026, 40% done',
    );

    // A milestone.
    await page.getByRole('button', { name: 'Add a milestone' }).click();
    const milestoneForm = page.getByRole('dialog', { name: 'Add a milestone' });
    await milestoneForm.getByLabel('Name').fill('Launch');
    await milestoneForm.getByLabel('Date').fill('2026-03-20');
    await milestoneForm.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('planning-milestone')).toHaveAccessibleName(
      'Launch, milestone, 20 Mar 2026',
    );
    await expect
      .poll(() => savedPlanning(request, owner, workspaceId, projectId))
      .toMatchObject({
        phases: [
          { name: 'Build the rocket', start: '2026-03-02', end: '2026-03-15', progress: 40 },
        ],
        milestones: [{ name: 'Launch', date: '2026-03-20' }],
      });

    // Month zoom: 12 px a day. The bar dragged a week later, then its end three days later.
    await expect(page.getByRole('region', { name: 'Timeline' })).toHaveAttribute(
      'data-zoom',
      'month',
    );
    await dragBy(page, bar, 7 * 12);
    await expect
      .poll(async () => (await savedPlanning(request, owner, workspaceId, projectId))?.phases[0])
      .toMatchObject({ start: '2026-03-09', end: '2026-03-22' });
    await dragBy(page, bar, 3 * 12, 'end');
    await expect
      .poll(async () => (await savedPlanning(request, owner, workspaceId, projectId))?.phases[0])
      .toMatchObject({ start: '2026-03-09', end: '2026-03-25' });

    // The milestone two days earlier.
    await dragBy(page, page.getByTestId('planning-milestone'), -2 * 12);
    await expect
      .poll(
        async () => (await savedPlanning(request, owner, workspaceId, projectId))?.milestones[0],
      )
      .toMatchObject({ date: '2026-03-18' });

    // Keyboard: a day, then a week.
    await bar.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
    await expect
      .poll(async () => (await savedPlanning(request, owner, workspaceId, projectId))?.phases[0])
      .toMatchObject({ start: addDays('2026-03-09', 8), end: addDays('2026-03-25', 8) });

    // What the server saved is what shows after a reload.
    await page.reload();
    await expect(page.getByTestId('planning-bar')).toHaveAccessibleName(
      'Build the rocket, phase, 17 Mar – 2 Apr 2026, 40% done',
    );
    await expect(page.getByTestId('today-line')).toBeAttached();
  });

  test('zoom, full screen, and the timeline on a phone', async ({ page, request, mailbox }) => {
    const { owner, workspaceId, projectId } = await ownerWithProject(request, mailbox, 'Zoom Co');
    await savePlanningAround(request, owner, workspaceId, projectId);

    await page.setViewportSize({ width: 1280, height: 800 });
    await signInToWorkspace(page, owner, workspaceId, planningPath(workspaceId, projectId));
    await expect(page.getByTestId('planning-bar')).toHaveCount(3);
    await page.screenshot({ path: 'docs/screenshots/flows/planning-1280.png' });

    await zoomTo(page, 'Week');
    await expect(page).toHaveURL(/zoom=week/);
    await expect(page.getByRole('region', { name: 'Timeline' })).toHaveAttribute(
      'data-zoom',
      'week',
    );
    await zoomTo(page, 'Quarter');
    await expect(page.getByRole('region', { name: 'Timeline' })).toHaveAttribute(
      'data-zoom',
      'quarter',
    );

    await page.getByRole('link', { name: 'Full screen' }).click();
    await expect(page).toHaveURL(/\/planning\/fullscreen\?zoom=quarter$/);
    await expect(page.getByRole('heading', { name: 'Zoom Co' })).toHaveCount(0);
    await expect(page.getByTestId('planning-bar')).toHaveCount(3);
    await zoomTo(page, 'Month');
    await page.screenshot({ path: 'docs/screenshots/flows/planning-fullscreen-1280.png' });
    await page.getByRole('link', { name: 'Exit full screen' }).click();
    await expect(page).toHaveURL(/\/planning\?zoom=month$/);

    // A phone: the timeline scrolls sideways inside its frame, the page does not.
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(page.getByTestId('planning-bar')).toHaveCount(3);
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(375);
    const timeline = page.getByRole('region', { name: 'Timeline' });
    expect(await timeline.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(
      true,
    );
    await page.screenshot({ path: 'docs/screenshots/flows/planning-375.png' });
  });

  test('the header keeps every date readable: Today beside the days, month names whole at the left', async ({
    page,
    request,
    mailbox,
  }) => {
    test.slow();
    const { owner, workspaceId, projectId } = await ownerWithProject(request, mailbox, 'Date Co');
    await savePlanningAround(request, owner, workspaceId, projectId);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInToWorkspace(
      page,
      owner,
      workspaceId,
      `${planningPath(workspaceId, projectId)}?zoom=week`,
    );
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await expect(timeline).toHaveAttribute('data-zoom', 'week');

    // Week zoom: today's own day label ('M 7') and the Today pill, side by side, both seen.
    const todayLine = await page.getByTestId('today-line').boundingBox();
    const pill = await timeline.getByText('Today', { exact: true }).boundingBox();
    const dayLabel = await page.evaluate(() => {
      const now = new Date();
      return `${'SMTWTFS'[now.getDay()]} ${now.getDate()}`;
    });
    const dayBoxes = await Promise.all(
      (await timeline.getByText(dayLabel, { exact: true }).all()).map((label) =>
        label.boundingBox(),
      ),
    );
    const todayLabel = dayBoxes.find(
      (box) => box && todayLine && Math.abs(box.x + box.width / 2 - todayLine.x) < 36,
    );
    expect(todayLabel, `the day label ${dayLabel} over the today line`).toBeTruthy();
    expect(pill).toBeTruthy();
    if (todayLabel && pill) {
      const apart =
        pill.x >= todayLabel.x + todayLabel.width ||
        todayLabel.x >= pill.x + pill.width ||
        pill.y >= todayLabel.y + todayLabel.height ||
        todayLabel.y >= pill.y + pill.height;
      expect
        .soft(apart, `Today pill ${JSON.stringify(pill)} over ${JSON.stringify(todayLabel)}`)
        .toBe(true);
    }

    // Every zoom, scrolled end to end, light at 1280 px and dark on a phone.
    for (const [width, colorScheme] of [
      [1280, 'light'],
      [375, 'dark'],
    ] as const) {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width, height: width > 400 ? 800 : 740 });
      for (const zoom of ['Week', 'Month', 'Quarter'] as const) {
        await zoomTo(page, zoom);
        await expect(timeline).toHaveAttribute('data-zoom', zoom.toLowerCase());
        expect.soft(await headerProblems(timeline), `${zoom} zoom at ${width} px`).toEqual([]);
      }
    }

    // Screenshots, opened on today: week zoom, then month zoom in both schemes and both widths.
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await zoomTo(page, 'Week');
    await page.getByRole('button', { name: 'Today' }).click();
    await page.screenshot({
      path: 'docs/screenshots/planning/timeline-header-week-1280-light.png',
    });
    await zoomTo(page, 'Month');
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of [1280, 375]) {
        await page.emulateMedia({ colorScheme });
        await page.setViewportSize({ width, height: width > 400 ? 800 : 740 });
        await page.getByRole('button', { name: 'Today' }).click();
        await timeline.scrollIntoViewIfNeeded();
        await page.screenshot({
          path: `docs/screenshots/planning/timeline-header-${width}-${colorScheme}.png`,
        });
      }
    }
  });
});
