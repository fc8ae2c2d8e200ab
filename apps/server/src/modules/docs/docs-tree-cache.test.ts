import type { DocNode } from '@hangar/contracts';
import { describe, expect, it } from 'vitest';
import { useTwoInstances } from '../../test/harness';
import { buildWorld } from '../../test/world';

/**
 * Every instance keeps each project's tree until a doc of it changes (doc-tree-cache.ts): a
 * change made on instance A shows in the tree instance B answers next, though B just served it.
 */
const { a: instanceA, b: instanceB } = useTwoInstances();

const names = (tree: DocNode[]): string[] =>
  tree.flatMap((node) => [node.name, ...names(node.children)]);

describe('the docs tree cache across instances', () => {
  it('shows a doc created, renamed or archived on one instance at once on another', async () => {
    const world = await buildWorld(instanceA, {
      people: { owner: 'OWNER' },
      projects: { plan: {} },
    });
    const base = `/projects/${world.projects.plan.id}/docs`;
    const onB = world.as('owner');
    const treeOnB = async (only = 'active') => {
      const answer = await instanceB.api<DocNode[]>('GET', `${base}?only=${only}`, onB);
      expect(answer.status).toBe(200);
      return names(answer.body);
    };
    const first = await world.newDoc(world.projects.plan.id, { name: 'Brief' });
    expect(await treeOnB()).toEqual(['Brief']);
    expect(await treeOnB()).toEqual(['Brief']);

    await world.newDoc(world.projects.plan.id, { name: 'Budget', parentPath: first.path });
    expect(await treeOnB()).toEqual(['Brief', 'Budget']);

    const call = world.callAs('owner');
    expect((await call('PUT', `${base}/${first.id}`, { name: 'Mission brief' })).status).toBe(200);
    expect(await treeOnB()).toEqual(['Mission brief', 'Budget']);

    expect((await call('PUT', `${base}/${first.id}/archive`)).status).toBe(200);
    expect(await treeOnB()).toEqual([]);
    expect(await treeOnB('archived')).toEqual(['Mission brief', 'Budget']);
  });
});
