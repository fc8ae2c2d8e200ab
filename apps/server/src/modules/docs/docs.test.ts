import type { DocNode } from '@hangar/contracts';
import { describe, expect, it } from 'vitest';
import { inWorkspace, type SignedInPerson } from '../../test/factories';
import { useTestEnvironment } from '../../test/harness';
import { buildWorld } from '../../test/world';
import { listProjectDocs } from './docs.repository';
import { oneValidationIssue } from '../../test/validation-cases';

const server = useTestEnvironment();

type Person = SignedInPerson;

async function setting() {
  const world = await buildWorld(server, {
    people: { owner: 'OWNER', guest: 'GUEST', viewer: { role: 'MEMBER', fullname: 'Vera Viewer' } },
    groups: { main: { right: 'VIEW' } },
    projects: { project: { right: 'VIEW', team: { guest: 'EDIT' } }, other: { name: 'Other' } },
  });
  const { workspace } = world;
  const { owner, guest, viewer } = world.people;
  const { project, other } = world.projects;
  const as = (person: Person) => ({ token: person.token, headers: inWorkspace(workspace) });
  const base = `/projects/${project.id}/docs`;
  const create = async (parentPath = '', person = owner) => {
    const response = await server.api<{ id: number; path: string }>('POST', base, {
      ...as(person),
      body: { parent_path: parentPath },
    });
    expect(response.status).toBe(201);
    return response.body;
  };
  const rename = (id: number, name: string) =>
    server.api('PUT', `${base}/${id}`, { ...as(owner), body: { name } });
  const tree = async (only = 'active') =>
    (await server.api<DocNode[]>('GET', `${base}?only=${only}`, as(owner))).body;
  return { owner, guest, viewer, workspace, project, other, as, base, create, rename, tree };
}

/** The tree as names, children nested: ['A', ['A1']]. */
function shape(nodes: DocNode[]): unknown[] {
  return nodes.flatMap((node) =>
    node.children.length ? [node.name, shape(node.children)] : [node.name],
  );
}

describe('the docs tree', () => {
  it('creates docs at the top and inside others, in order', async () => {
    const { create, rename, tree } = await setting();
    const a = await create();
    const b = await create();
    const a1 = await create(a.path);
    await rename(a.id, 'A');
    await rename(b.id, 'B');
    await rename(a1.id, 'A1');
    expect(a1.path).toBe(`${a.id}.${a1.id}`);
    expect(shape(await tree())).toEqual(['A', ['A1'], 'B']);
  });

  it('puts each new page after the last of its siblings, at every level', async () => {
    const { create, project } = await setting();
    const a = await create();
    const a1 = await create(a.path);
    await create(a1.path);
    await create(a1.path);
    const b = await create();
    const a2 = await create(a.path);
    const c = await create();
    const positions = new Map(
      (await listProjectDocs(server.database.handle.db, project.id)).map((row) => [
        row.id,
        row.position,
      ]),
    );
    expect([a, b, c].map((doc) => positions.get(doc.id))).toEqual([0, 1, 2]);
    expect([a1, a2].map((doc) => positions.get(doc.id))).toEqual([0, 1]);
  });

  it('refuses a fifth level, and a parent that is not in the project', async () => {
    const { create, base, as, owner } = await setting();
    let parent = '';
    for (let level = 0; level < 4; level++) parent = (await create(parent)).path;
    const tooDeep = await server.api('POST', base, { ...as(owner), body: { parent_path: parent } });
    expect(tooDeep).toMatchObject(
      oneValidationIssue(['body', 'parent_path'], 'Pages cannot be nested deeper than 4 levels'),
    );
    const stranger = await server.api('POST', base, {
      ...as(owner),
      body: { parent_path: '999999' },
    });
    expect(stranger.status).toBe(422);
  });

  it('needs the edit right on the project', async () => {
    const { base, as, viewer } = await setting();
    expect((await server.api('POST', base, { ...as(viewer), body: {} })).status).toBe(403);
  });
});

describe('the compact tree', () => {
  it('says each field once: no parent path, the emoji and the flags only when set', async () => {
    const { create, base, as, owner, tree } = await setting();
    const plain = await create();
    const flagged = await create(plain.path);
    await server.api('PUT', `${base}/${flagged.id}`, {
      ...as(owner),
      body: { name: 'Launch', emoji: '🚀', is_template: true, is_locked: true },
    });
    await server.api('PUT', `${base}/${flagged.id}/share`, {
      ...as(owner),
      body: { enabled: true },
    });
    expect(await tree()).toEqual([
      {
        item_id: plain.id,
        path: plain.path,
        name: '',
        children: [
          {
            item_id: flagged.id,
            path: flagged.path,
            name: 'Launch',
            children: [],
            emoji: '🚀',
            is_template: true,
            is_locked: true,
            shared: true,
            abilities: { move: true },
          },
        ],
        abilities: { move: true },
      },
    ]);
    await server.api('PUT', `${base}/${plain.id}/archive`, as(owner));
    const archived = await tree('archived');
    expect(archived.map((node) => [node.path, node.is_archived])).toEqual([[plain.path, true]]);
  });
});

describe('moving docs', () => {
  it('moves a doc with its children before, inside and after others', async () => {
    const { create, rename, base, as, owner } = await setting();
    const a = await create();
    const b = await create();
    const a1 = await create(a.path);
    const c = await create();
    for (const [doc, name] of [
      [a, 'A'],
      [b, 'B'],
      [a1, 'A1'],
      [c, 'C'],
    ] as const)
      await rename(doc.id, name);
    const move = (from: string, to: string, area: string) =>
      server.api<DocNode[]>('PUT', `${base}/move`, {
        ...as(owner),
        body: { from_path: from, to_path: to, area },
      });

    const reordered = await move(a.path, c.path, 'after');
    expect(shape(reordered.body)).toEqual(['B', 'C', 'A', ['A1']]);
    expect(shape((await move(a.path, b.path, 'before')).body)).toEqual(['A', ['A1'], 'B', 'C']);
    const nested = await move(a.path, c.path, 'inside');
    expect(shape(nested.body)).toEqual(['B', 'C', ['A', ['A1']]]);
    const movedChild = nested.body[1]?.children[0]?.children[0];
    expect(movedChild?.path).toBe(`${c.id}.${a.id}.${a1.id}`);
  });

  it('refuses moves into itself or deeper than 4 levels, and changes nothing', async () => {
    const { create, tree, base, as, owner } = await setting();
    const deep = [await create()];
    for (let level = 1; level < 4; level++) {
      const parent = deep[level - 1];
      if (parent) deep.push(await create(parent.path));
    }
    const branch = await create();
    await create(branch.path);
    const before = await tree();
    const move = (from: string, to: string, area: string) =>
      server.api('PUT', `${base}/move`, {
        ...as(owner),
        body: { from_path: from, to_path: to, area },
      });
    const bottom = deep[3]?.path ?? '';
    expect(await move(branch.path, bottom, 'after')).toMatchObject(
      oneValidationIssue(['body', 'to_path'], 'Pages cannot be nested deeper than 4 levels'),
    );
    const top = deep[0]?.path ?? '';
    expect(await move(top, deep[1]?.path ?? '', 'inside')).toMatchObject(
      oneValidationIssue(['body', 'to_path'], 'A page cannot be moved into itself'),
    );
    expect(await tree()).toEqual(before);
  });

  it('refuses moves to readers, and to guests for a locked doc', async () => {
    const { create, tree, base, as, owner, viewer, guest } = await setting();
    const a = await create();
    const b = await create();
    const order = async () => (await tree()).map((node) => node.item_id);
    const move = (person: Person, area: 'before' | 'after') =>
      server.api('PUT', `${base}/move`, {
        ...as(person),
        body: { from_path: b.path, to_path: a.path, area },
      });
    expect((await move(viewer, 'before')).status).toBe(403);
    expect(await order()).toEqual([a.id, b.id]);
    expect((await move(guest, 'before')).status).toBe(200);
    await server.api('PUT', `${base}/${b.id}`, { ...as(owner), body: { is_locked: true } });
    expect((await move(guest, 'after')).status).toBe(403);
    expect(await order()).toEqual([b.id, a.id]);
  });

  it('tells each caller which pages they may move, in the tree and in the move’s answer', async () => {
    const { create, base, as, owner, viewer, guest } = await setting();
    const open = await create();
    const locked = await create();
    await server.api('PUT', `${base}/${locked.id}`, { ...as(owner), body: { is_locked: true } });
    const movable = (nodes: DocNode[]) => nodes.map((node) => [node.item_id, node.abilities?.move]);
    const treeOf = async (person: Person, only = 'active') =>
      movable((await server.api<DocNode[]>('GET', `${base}?only=${only}`, as(person))).body);

    expect(await treeOf(owner)).toEqual([
      [open.id, true],
      [locked.id, true],
    ]);
    expect(await treeOf(guest)).toEqual([
      [open.id, true],
      [locked.id, false],
    ]);
    expect(await treeOf(viewer)).toEqual([
      [open.id, false],
      [locked.id, false],
    ]);
    const moved = await server.api<DocNode[]>('PUT', `${base}/move`, {
      ...as(guest),
      body: { from_path: open.path, to_path: locked.path, area: 'after' },
    });
    expect(movable(moved.body)).toEqual([
      [locked.id, false],
      [open.id, true],
    ]);
    await server.api('PUT', `${base}/${open.id}/archive`, as(owner));
    expect(await treeOf(owner, 'archived')).toEqual([[open.id, false]]);
  });
});

describe('doc settings', () => {
  it('renames, sets an emoji, and flips template and lock', async () => {
    const { create, base, as, owner } = await setting();
    const doc = await create();
    const response = await server.api('PUT', `${base}/${doc.id}`, {
      ...as(owner),
      body: { name: 'Launch plan', emoji: '🚀', is_template: true, is_locked: true },
    });
    expect(response.body).toMatchObject({
      name: 'Launch plan',
      emoji: '🚀',
      is_template: true,
      is_locked: true,
      current_user_right: 'EDIT',
    });
  });

  it('changes only the fields sent: an emoji taken off, a flag turned off, the rest kept', async () => {
    const { create, base, as, owner } = await setting();
    const doc = await create();
    const put = (body: Record<string, unknown>) =>
      server.api('PUT', `${base}/${doc.id}`, { ...as(owner), body });
    await put({ name: 'Launch plan', emoji: '🚀', is_template: true, is_locked: true });
    const noEmoji = await put({ emoji: null });
    expect(noEmoji.body).toMatchObject({
      name: 'Launch plan',
      emoji: null,
      is_template: true,
      is_locked: true,
    });
    const notTemplate = await put({ is_template: false });
    expect(notTemplate.body).toMatchObject({
      name: 'Launch plan',
      is_template: false,
      is_locked: true,
    });
    const renamed = await put({ name: 'Final plan', emoji: '📋' });
    expect(renamed.body).toMatchObject({ name: 'Final plan', emoji: '📋', is_locked: true });
  });

  it('lets guests edit, but not lock, nor edit a locked doc', async () => {
    const { create, base, as, owner, guest } = await setting();
    const doc = await create();
    expect(
      (await server.api('PUT', `${base}/${doc.id}`, { ...as(guest), body: { name: 'Mine' } }))
        .status,
    ).toBe(200);
    expect(
      (await server.api('PUT', `${base}/${doc.id}`, { ...as(guest), body: { is_locked: true } }))
        .status,
    ).toBe(403);
    await server.api('PUT', `${base}/${doc.id}`, { ...as(owner), body: { is_locked: true } });
    expect(
      (await server.api('PUT', `${base}/${doc.id}`, { ...as(guest), body: { name: 'Again' } }))
        .status,
    ).toBe(403);
  });
});

describe('archive, restore, delete', () => {
  it('archives a doc with its children and restores a child with the ancestors it needs', async () => {
    const { create, rename, tree, base, as, owner } = await setting();
    const a = await create();
    const a1 = await create(a.path);
    await rename(a.id, 'A');
    await rename(a1.id, 'A1');
    expect((await server.api('PUT', `${base}/${a.id}/archive`, as(owner))).body).toEqual({
      success: true,
    });
    expect(await tree()).toEqual([]);
    expect(shape(await tree('archived'))).toEqual(['A', ['A1']]);
    await server.api('PUT', `${base}/${a1.id}/restore`, as(owner));
    expect(shape(await tree())).toEqual(['A', ['A1']]);
  });

  it('lets a guest who can edit archive a doc but not restore it', async () => {
    const { create, tree, base, as, owner, guest } = await setting();
    const doc = await create();
    expect((await server.api('PUT', `${base}/${doc.id}/archive`, as(guest))).status).toBe(200);
    const restore = await server.api('PUT', `${base}/${doc.id}/restore`, as(guest));
    expect(restore).toMatchObject({
      status: 403,
      body: { detail: 'You do not have the right to do this' },
    });
    expect(await tree()).toEqual([]);
    expect((await server.api('PUT', `${base}/${doc.id}/restore`, as(owner))).status).toBe(200);
    expect(await tree()).toHaveLength(1);
  });

  it('moves a doc with its children to the trash, for members only', async () => {
    const { create, tree, base, as, owner, guest } = await setting();
    const a = await create();
    await create(a.path);
    await create(a.path);
    expect((await server.api('DELETE', `${base}/${a.id}`, as(guest))).status).toBe(403);
    expect((await server.api('DELETE', `${base}/${a.id}`, as(owner))).body).toEqual({
      success: true,
      removed: 3,
      trash_id: expect.any(Number),
    });
    expect(await tree()).toEqual([]);
  });
});

describe('duplicates and templates', () => {
  it('duplicates a doc into another project', async () => {
    const { create, base, as, owner, other } = await setting();
    const doc = await create();
    const copy = await server.api<{ project_id: number; name: string; path: string }>(
      'POST',
      `${base}/${doc.id}/duplicate`,
      { ...as(owner), body: { name: 'Copy of Plan', target_project_id: other.id } },
    );
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ project_id: other.id, name: 'Copy of Plan' });
    const otherTree = await server.api<DocNode[]>('GET', `/projects/${other.id}/docs`, as(owner));
    expect(otherTree.body.map((node) => node.name)).toEqual(['Copy of Plan']);
  });

  it('puts a copy after the top-level pages of the project it goes to', async () => {
    const { create, base, as, owner, project } = await setting();
    const first = await create();
    await create(first.path);
    const second = await create();
    const copy = await server.api<{ id: number }>('POST', `${base}/${first.id}/duplicate`, {
      ...as(owner),
      body: { name: 'Copy' },
    });
    expect(copy.status).toBe(201);
    const positions = new Map(
      (await listProjectDocs(server.database.handle.db, project.id)).map((row) => [
        row.id,
        row.position,
      ]),
    );
    expect([first, second, copy.body].map((doc) => positions.get(doc.id))).toEqual([0, 1, 2]);
  });

  it('lists templates by project', async () => {
    const { create, base, as, owner, project } = await setting();
    const doc = await create();
    await server.api('PUT', `${base}/${doc.id}`, {
      ...as(owner),
      body: { name: 'Weekly', is_template: true },
    });
    const templates = await server.api('GET', '/docs/templates', as(owner));
    expect(templates.body).toEqual([
      {
        id: project.id,
        name: 'Spring launch',
        templates: [{ id: doc.id, name: 'Weekly', emoji: null }],
      },
    ]);
  });
});

describe('ids that do not belong', () => {
  it('answer 404 for a doc of another workspace, or of another project of the same one', async () => {
    const mine = await setting();
    const theirs = await setting();
    const foreignDoc = await theirs.create();
    const siblingDoc = await mine.create();
    const as = mine.as(mine.owner);
    const paths = [
      `/projects/${mine.project.id}/docs/${foreignDoc.id}`,
      `/projects/${theirs.project.id}/docs/${foreignDoc.id}`,
      `/projects/${mine.other.id}/docs/${siblingDoc.id}`,
    ];
    for (const path of paths) {
      for (const [method, suffix, body] of [
        ['GET', '', undefined],
        ['PUT', '', { name: 'x' }],
        ['PUT', '/archive', undefined],
        ['DELETE', '', undefined],
        ['POST', '/duplicate', { name: 'Copy' }],
        ['PUT', '/share', { enabled: true }],
      ] as const) {
        const response = await server.api(method, `${path}${suffix}`, { ...as, body });
        expect(response.status, `${method} ${path}${suffix}`).toBe(404);
      }
    }
    const move = await server.api('PUT', `/projects/${mine.project.id}/docs/move`, {
      ...as,
      body: { from_path: foreignDoc.path, to_path: siblingDoc.path, area: 'inside' },
    });
    expect(move.status).toBe(422);
    const intoForeign = await server.api(
      'POST',
      `/projects/${mine.project.id}/docs/${siblingDoc.id}/duplicate`,
      {
        ...as,
        body: { name: 'Copy', target_project_id: theirs.project.id },
      },
    );
    expect(intoForeign.status).toBe(404);
  });
});
