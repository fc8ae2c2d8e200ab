import {
  INVALID_DATE,
  MAX_PLANNING_ITEMS,
  PLANNING_DATE_OUT_OF_RANGE,
  PLANNING_TOO_LONG,
} from '@hangar/contracts';
import { describe, expect, it } from 'vitest';
import { PROJECT_ARCHIVED } from '../shared/archived-messages';
import { buildProject } from '../../test/factories';
import { useTestEnvironment } from '../../test/harness';
import { milestone, phase } from '../../test/planning-items';
import { buildWorld } from '../../test/world';
import { oneValidationIssue } from '../../test/validation-cases';

const server = useTestEnvironment();

async function setting() {
  const world = await buildWorld(server, {
    people: { owner: 'OWNER' },
    groups: { group: {} },
    projects: { project: {} },
  });
  const { group } = world.groups;
  const { project } = world.projects;
  const call = world.callAs('owner');
  const put = (planning: unknown, projectId = project.id) =>
    call<{ planning: unknown }>('PUT', `/projects/${projectId}/planning`, { planning });
  const newDoc = async (projectId = project.id) =>
    (await call<{ id: number }>('POST', `/projects/${projectId}/docs`, { parent_path: '' })).body
      .id;
  const newLog = async (projectId = project.id) =>
    (
      await call<{ created_id: number }>('POST', `/projects/${projectId}/logs`, {
        title: 'Status',
        description: { type: 'doc', content: [] },
        attachments: [],
      })
    ).body.created_id;
  return { group, project, call, put, newDoc, newLog };
}

describe('the bounds of a planning', () => {
  it('refuse unreal dates, dates out of 2000..2100, more than ten years, too many items and twin ids', async () => {
    const { put } = await setting();
    const cases: [unknown, (string | number)[], string][] = [
      [
        { phases: [phase({ start: '2026-02-30' })], milestones: [] },
        ['phases', 0, 'start'],
        INVALID_DATE,
      ],
      [
        { phases: [], milestones: [milestone({ date: '1999-12-31' })] },
        ['milestones', 0, 'date'],
        PLANNING_DATE_OUT_OF_RANGE,
      ],
      [
        { phases: [phase({ end: '9999-12-31' })], milestones: [] },
        ['phases', 0, 'end'],
        PLANNING_DATE_OUT_OF_RANGE,
      ],
      [
        { phases: [phase({ start: '2020-01-01', end: '2030-01-02' })], milestones: [] },
        ['phases', 0, 'end'],
        PLANNING_TOO_LONG,
      ],
      [
        {
          phases: [phase({ start: '2020-01-01' })],
          milestones: [milestone({ date: '2031-06-01' })],
        },
        ['milestones', 0, 'date'],
        PLANNING_TOO_LONG,
      ],
      [
        { phases: [phase({ id: 'beta' })], milestones: [milestone({ id: 'beta' })] },
        ['milestones', 0, 'id'],
        'This field must contain no duplicate values',
      ],
    ];
    for (const [planning, path, msg] of cases) {
      const response = await put(planning);
      expect(response, JSON.stringify(planning)).toMatchObject(
        oneValidationIssue(['body', 'planning', ...path], msg),
      );
    }
    const tooMany = Array.from({ length: MAX_PLANNING_ITEMS + 1 }, (_, index) =>
      phase({ id: `phase-${index}` }),
    );
    expect((await put({ phases: tooMany, milestones: [] })).status).toBe(422);
    const full = {
      phases: tooMany.slice(0, MAX_PLANNING_ITEMS),
      milestones: [milestone({ id: 'ten-years-on', date: '2036-11-02' })],
    };
    expect((await put(full)).status).toBe(200);
  });
});

/** A planning of one phase, with these links. */
const oneLinkedPhase = (...links: { type: 'doc' | 'log'; id: number }[]) => ({
  phases: [phase({ links })],
  milestones: [],
});

describe('the links of a planning', () => {
  it('point only to docs and logs of the project', async () => {
    const { put, newDoc, newLog, group } = await setting();
    const elsewhere = await setting();
    const sibling = await buildProject(server, group, { name: 'Sibling' });
    const doc = await newDoc();
    const log = await newLog();
    const ok = await put(oneLinkedPhase({ type: 'doc', id: doc }, { type: 'log', id: log }));
    expect(ok).toMatchObject({
      status: 200,
      body: { planning: { phases: [{ links: [{ id: doc }, { id: log }] }] } },
    });
    const foreignDoc = await elsewhere.newDoc();
    const siblingLog = await newLog(sibling.id);
    const siblingDoc = await newDoc(sibling.id);
    for (const [link, msg] of [
      [{ type: 'doc', id: foreignDoc }, 'This document does not exist'],
      [{ type: 'doc', id: siblingDoc }, 'This document does not exist'],
      [{ type: 'log', id: siblingLog }, 'This log does not exist'],
    ] as const) {
      const refused = await put({ phases: [], milestones: [milestone({ links: [link] })] });
      expect(refused, JSON.stringify(link)).toMatchObject(
        oneValidationIssue(['body', 'planning', 'milestones', 0, 'links', 0, 'id'], msg),
      );
    }
  });

  it('keep a saved link while its doc is in the trash, drop it once purged, and keep saving', async () => {
    const { put, newDoc, call, project } = await setting();
    const doc = await newDoc();
    const kept = await newDoc();
    const planning = oneLinkedPhase({ type: 'doc', id: doc }, { type: 'doc', id: kept });
    expect((await put(planning)).status).toBe(200);
    const trashed = await call<{ trash_id: number }>(
      'DELETE',
      `/projects/${project.id}/docs/${doc}`,
    );
    expect(await put(planning)).toMatchObject({
      status: 200,
      body: {
        planning: {
          phases: [
            {
              links: [
                { type: 'doc', id: doc },
                { type: 'doc', id: kept },
              ],
            },
          ],
        },
      },
    });
    expect((await call('DELETE', `/trash/${trashed.body.trash_id}`)).status).toBe(200);
    expect(await put(planning)).toMatchObject({
      status: 200,
      body: { planning: { phases: [{ links: [{ type: 'doc', id: kept }] }] } },
    });
  });
});

describe('the planning of an archived project', () => {
  it('is read-only, saying why', async () => {
    const { put, call, project } = await setting();
    const planning = { phases: [phase()], milestones: [] };
    await put(planning);
    await call('PUT', `/projects/${project.id}/archive`);
    expect(await put({ phases: [], milestones: [] })).toMatchObject({
      status: 403,
      body: { detail: PROJECT_ARCHIVED },
    });
    expect((await call('GET', `/projects/${project.id}`)).body).toMatchObject({ planning });
  });
});
