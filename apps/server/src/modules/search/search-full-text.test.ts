import type { FullTextSearchResults } from '@hangar/contracts';
import { normalizeSearchText } from '@hangar/domain/search';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildGroup, buildProject } from '../../test/factories';
import { useTestEnvironment } from '../../test/harness';
import { openLiveClient } from '../../test/live-client';
import { richText } from '../../test/rich-text';
import { buildWorld } from '../../test/world';

const server = useTestEnvironment();

/** A workspace of an owner and a member, with a group Product and its project Launch. */
async function setting() {
  const world = await buildWorld(server, {
    people: { owner: 'OWNER', member: 'MEMBER' },
    groups: { product: { name: 'Product' } },
    projects: { launch: { name: 'Launch' } },
  });
  const call = world.callAs('owner');
  const createDoc = async (projectId: number, name: string, body: string) => {
    const created = await call<{ id: number }>('POST', `/projects/${projectId}/docs`, {
      parent_path: '',
      name,
      content: richText(body),
    });
    expect(created.status).toBe(201);
    return created.body.id;
  };
  const createLog = async (projectId: number, title: string, description: string) => {
    const created = await call('POST', `/projects/${projectId}/logs`, {
      title,
      description: richText(description),
      attachments: [],
    });
    expect(created.status).toBe(201);
  };
  /** A search of the workspace, by the owner unless `person`. */
  const search = async (query: string, person: 'owner' | 'member' = 'owner') => {
    const answer = await world.callAs(person)<FullTextSearchResults>(
      'GET',
      `/search/full-text?${query}`,
    );
    expect(answer.status).toBe(200);
    return answer.body;
  };
  return {
    ...world,
    owner: world.people.owner,
    member: world.people.member,
    group: world.groups.product,
    project: world.projects.launch,
    call,
    createDoc,
    createLog,
    search,
  };
}

const found = (results: FullTextSearchResults) =>
  results.results.map((result) => `${result.kind}:${result.title}`);

describe('GET /api/search/full-text', () => {
  it('finds a word that only a doc body holds, with the passage that matched', async () => {
    const { project, createDoc, search } = await setting();
    await createDoc(project.id, 'Launch checklist', 'Start the countdown at noon.');
    await createDoc(project.id, 'Budget', 'Nothing about time here.');

    const results = await search('q=countdown');
    expect(results.results).toEqual([
      expect.objectContaining({
        kind: 'doc',
        title: 'Launch checklist',
        location: ['Product', 'Launch'],
        snippet: { text: 'Start the countdown at noon.', highlights: [[10, 19]] },
      }),
    ]);
    expect(results.next_offset).toBeNull();
  });

  it('ignores case and accents both ways, and matches words as the user types them', async () => {
    const { project, createDoc, search } = await setting();
    await createDoc(project.id, 'Réunion', 'Le café de l’équipe, DÉJÀ prêt.');

    expect(found(await search('q=reunion'))).toEqual(['doc:Réunion']);
    expect(found(await search('q=CAFE%20equipe'))).toEqual(['doc:Réunion']);
    expect(found(await search('q=d%C3%A9j'))).toEqual(['doc:Réunion']);
    expect(found(await search('q=cafe%20budget'))).toEqual([]);
  });

  it('ranks a title match above a body match, and searches log titles and descriptions', async () => {
    const { project, createDoc, createLog, search } = await setting();
    await createDoc(project.id, 'Notes', 'The rocket is ready.');
    await createDoc(project.id, 'Rocket design', 'Fins and engines.');
    await createLog(project.id, 'Weekly status', 'The rocket passed its tests');

    const results = await search('q=rocket');
    expect(found(results)[0]).toBe('doc:Rocket design');
    expect(found(results).sort()).toEqual(['doc:Notes', 'doc:Rocket design', 'log:Weekly status']);
    expect(found(await search('q=rocket&kind=log'))).toEqual(['log:Weekly status']);
  });

  it('forgives a typo in a word of five letters or more, with the word it meant marked', async () => {
    const { project, createDoc, createLog, search } = await setting();
    await createDoc(project.id, 'Ignition', 'The rocket lifts its payload at dawn.');
    await createLog(project.id, 'Telemetry review', 'Signals were clear');

    const swapped = await search('q=paylaod');
    expect(found(swapped)).toEqual(['doc:Ignition']);
    const snippet = swapped.results[0]?.snippet;
    const [from, to] = snippet?.highlights[0] ?? [0, 0];
    expect(snippet?.text.slice(from, to)).toBe('payload');
    // A letter missing, in a log's title, with another word typed right.
    const telemetry = await search('q=telmetry%20review');
    expect(found(telemetry)).toEqual(['log:Telemetry review']);
    expect(telemetry.results[0]?.title_highlights).toEqual([
      [0, 9],
      [10, 16],
    ]);
    // Shorter words are taken as typed; a word right as far as it goes is a prefix, not a typo.
    expect(found(await search('q=dawm'))).toEqual([]);
    expect(found(await search('q=payloa'))).toEqual(['doc:Ignition']);
  });

  it("offers as alternatives only words of the caller's workspace, saved a moment ago included", async () => {
    const { project, createDoc, search } = await setting();
    const other = await setting();
    await other.createDoc(other.project.id, 'Parachute', 'Parachute tests.');
    expect(found(await search('q=parachte'))).toEqual([]);

    await createDoc(project.id, 'Recovery', 'The parachute opens at 3 km.');
    expect(found(await search('q=parachte'))).toEqual(['doc:Recovery']);

    // Searches at once each read what was saved since, waiting for each other's reading.
    await createDoc(project.id, 'Landing', 'Touchdown on the barge.');
    const typos = ['touchdwn', 'tuochdown', 'touchdonw', 'tochdown', 'toucdhown'];
    const atOnce = await Promise.all(typos.map((typo) => search(`q=${typo}`)));
    expect(atOnce.map(found)).toEqual(typos.map(() => ['doc:Landing']));
  });

  it('never returns what the caller may not read: another workspace, a private project', async () => {
    const { workspace, group, project, createDoc, search } = await setting();
    const board = await buildGroup(server, workspace, { name: 'Board', privacy: 'PRIVATE' });
    const secret = await buildProject(server, board, { name: 'Acquisition' });
    await createDoc(project.id, 'Open plan', 'The zeppelin is public.');
    await createDoc(secret.id, 'Hidden plan', 'The zeppelin is secret.');
    const stranger = await setting();
    await stranger.createDoc(stranger.project.id, 'Other plan', 'Their zeppelin.');

    expect(found(await search('q=zeppelin', 'member'))).toEqual(['doc:Open plan']);
    expect(found(await search('q=zeppelin')).sort()).toEqual(['doc:Hidden plan', 'doc:Open plan']);
    // Naming another workspace's project does not reach into it.
    const foreign = await search(`q=zeppelin&project_id=${stranger.project.id}`, 'member');
    expect(foreign.results).toEqual([]);
    expect(group.id).toBeGreaterThan(0);
  });

  it('finds an edit once the live server saved it, and forgets a deleted doc', async () => {
    const { owner, project, call, createDoc, search } = await setting();
    const docId = await createDoc(project.id, 'Flight plan', 'Take off.');
    const editor = await openLiveClient({ baseUrl: server.baseUrl, docId, token: owner.token });
    try {
      editor.addParagraph('Then the stratosphere.');
      await editor.waitUntilSaved();
    } finally {
      editor.close();
    }
    const results = await search('q=stratos');
    expect(found(results)).toEqual(['doc:Flight plan']);
    expect(results.results[0]?.snippet?.text).toContain('stratosphere');

    const deleted = await call('DELETE', `/projects/${project.id}/docs/${docId}`);
    expect(deleted.status).toBeLessThan(300);
    expect(found(await search('q=stratos'))).toEqual([]);
  });

  it('leaves archived items out when asked, and pages through many results', async () => {
    const { project, call, createDoc, search } = await setting();
    for (let i = 1; i <= 5; i++) {
      await createDoc(project.id, `Orbit ${i}`, 'Satellite notes.');
    }
    const first = await search('q=satellite&limit=3');
    expect(first.results).toHaveLength(3);
    expect(first.next_offset).toBe(3);
    const second = await search('q=satellite&limit=3&offset=3');
    expect(second.results).toHaveLength(2);
    expect(second.next_offset).toBeNull();
    expect(new Set([...found(first), ...found(second)]).size).toBe(5);

    expect((await call('PUT', `/projects/${project.id}/archive`)).status).toBeLessThan(300);
    const archived = await search('q=satellite');
    expect(archived.results.every((result) => result.is_archived)).toBe(true);
    expect((await search('q=satellite&archived=exclude')).results).toEqual([]);
  });

  it('pages through docs and logs in one order, each once', async () => {
    const { project, createDoc, createLog, search } = await setting();
    for (let i = 1; i <= 3; i++) {
      await createDoc(project.id, `Flight ${i}`, `Booster check ${'ok '.repeat(i)}`);
      await createLog(project.id, `Entry ${i}`, `Booster seen ${'twice '.repeat(i)}`);
    }
    const all = found(await search('q=booster&limit=50'));
    expect(all).toHaveLength(6);
    const pages: string[] = [];
    for (let offset = 0; offset < 6; offset += 2) {
      const page = await search(`q=booster&limit=2&offset=${offset}`);
      expect(page.next_offset).toBe(offset + 2 < 6 ? offset + 2 : null);
      pages.push(...found(page));
    }
    expect(pages).toEqual(all);
  });

  it('filters by author and by when a doc or log last changed', async () => {
    const { owner, member, project, call, createDoc, search } = await setting();
    const old = await createDoc(project.id, 'Old rocket', 'Built last year.');
    const recentDoc = await createDoc(project.id, 'New rocket', 'Built now.');
    const log = await call<{ created_id: number }>('POST', `/projects/${project.id}/logs`, {
      title: 'Rocket fuelled',
      description: richText('Tanks full'),
      attachments: [],
    });
    expect(log.status).toBe(201);
    // The member wrote these two (who may write where is not what this test is about).
    const db = server.app.services.database.db;
    await db.execute(sql`update docs set created_by = ${member.user.id} where id = ${recentDoc}`);
    await db.execute(
      sql`update logs set creator_id = ${member.user.id} where id = ${log.body.created_id}`,
    );
    await db.execute(
      sql`update docs set updated_at = now() - interval '30 days' where id = ${old}`,
    );
    await db.execute(
      sql`update doc_contents set updated_at = now() - interval '30 days' where doc_id = ${old}`,
    );
    const weekAgo = encodeURIComponent(new Date(Date.now() - 7 * 86_400_000).toISOString());

    const byMember = await search(`q=rocket&author_id=${member.user.id}`);
    expect(found(byMember).sort()).toEqual(['doc:New rocket', 'log:Rocket fuelled']);
    const recent = await search(`q=rocket&updated_after=${weekAgo}`);
    expect(found(recent).sort()).toEqual(['doc:New rocket', 'log:Rocket fuelled']);
    const older = await search(`q=rocket&updated_before=${weekAgo}`);
    expect(found(older)).toEqual(['doc:Old rocket']);
    const both = await search(`q=rocket&author_id=${owner.user.id}&updated_after=${weekAgo}`);
    expect(found(both)).toEqual([]);

    const backwards = await call<{ detail: unknown }>(
      'GET',
      `/search/full-text?q=rocket&updated_after=${weekAgo}&updated_before=2020-01-01T00:00:00Z`,
    );
    expect(backwards.status).toBe(422);
    expect(backwards.body.detail).toEqual([
      {
        loc: ['querystring', 'updated_before'],
        msg: 'The start of the period must come before its end',
      },
    ]);
  });

  it('through a share link, finds only what the link shows', async () => {
    const { group, project, call, createDoc, createLog } = await setting();
    const other = await buildProject(server, group, { name: 'Other' });
    const brief = await createDoc(project.id, 'Press brief', 'Orbit at noon.');
    await createDoc(project.id, 'Budget', 'Orbit costs.');
    await createDoc(other.id, 'Elsewhere', 'Orbit elsewhere.');
    const archived = await createDoc(project.id, 'Old', 'Orbit once.');
    expect((await call('PUT', `/projects/${project.id}/docs/${archived}/archive`)).status).toBe(
      200,
    );
    await createLog(project.id, 'Orbit reached', 'All good');
    const shareOf = async (path: string) =>
      (await call<{ share_token: string }>('PUT', `${path}/share`, { enabled: true })).body
        .share_token;
    const visit = async (token: string, query: string) => {
      const answer = await server.api<FullTextSearchResults>(
        'GET',
        `/public/${token}/search/full-text?${query}`,
      );
      expect(answer.status).toBe(200);
      return answer.body;
    };

    const projectLink = await shareOf(`/projects/${project.id}`);
    const inProject = await visit(projectLink, 'q=orbit');
    expect(found(inProject).sort()).toEqual(['doc:Budget', 'doc:Press brief', 'log:Orbit reached']);
    expect(inProject.results[0]?.location).toEqual(['Launch']);
    expect(found(await visit(projectLink, 'q=orbti&kind=log'))).toEqual(['log:Orbit reached']);

    const docLink = await shareOf(`/projects/${project.id}/docs/${brief}`);
    expect(found(await visit(docLink, 'q=orbit'))).toEqual(['doc:Press brief']);

    const unknown = await server.api<{ detail: string }>(
      'GET',
      `/public/${'x'.repeat(43)}/search/full-text?q=orbit`,
    );
    expect(unknown.status).toBe(404);
  });

  it('finds groups, projects and important documents by their titles, each in its place', async () => {
    const { owner, workspace, group, project, call, createDoc, search } = await setting();
    const base = await buildGroup(server, workspace, { name: 'Équipe Orbitale' });
    await buildProject(server, base, { name: 'Orbital station' });
    const linkDoc = await createDoc(project.id, 'Orbit manual', 'Read me.');
    const links = call;
    const addLink = (body: Record<string, unknown>) =>
      links('POST', `/projects/${project.id}/important-links`, { group_name: 'Refs', ...body });
    expect(
      (await addLink({ link_type: 'external', url: 'https://orbit.example', title: 'Orbit site' }))
        .status,
    ).toBe(201);
    expect((await addLink({ link_type: 'doc', doc_id: linkDoc })).status).toBe(201);
    await addLink({ link_type: 'external', url: 'https://budget.example', title: 'Budget' });

    const results = await search('q=orbit');
    const byKey = new Map(
      results.results.map((result) => [`${result.kind}:${result.title}`, result]),
    );
    expect([...byKey.keys()].sort()).toEqual([
      'doc:Orbit manual',
      'group:Équipe Orbitale',
      'important_doc:Orbit manual',
      'important_doc:Orbit site',
      'project:Orbital station',
    ]);
    expect(byKey.get('group:Équipe Orbitale')).toMatchObject({
      id: base.id,
      project_id: null,
      location: [],
      title_highlights: [[7, 12]],
    });
    expect(byKey.get('project:Orbital station')).toMatchObject({ location: ['Équipe Orbitale'] });
    expect(byKey.get('important_doc:Orbit site')).toMatchObject({
      project_id: project.id,
      url: 'https://orbit.example',
      location: ['Product', 'Launch'],
    });
    // A link to a doc is named after the doc, and opens it, not an address.
    expect(byKey.get('important_doc:Orbit manual')).toMatchObject({ url: null });

    // A typo, an accent left out, one kind, a group, a project.
    expect(found(await search('q=orbitle&kind=group'))).toEqual(['group:Équipe Orbitale']);
    expect(found(await search('q=equipe'))).toEqual(['group:Équipe Orbitale']);
    expect(found(await search(`q=orbit&group_id=${base.id}`)).sort()).toEqual([
      'group:Équipe Orbitale',
      'project:Orbital station',
    ]);
    expect(found(await search(`q=orbit&project_id=${project.id}`)).sort()).toEqual([
      'doc:Orbit manual',
      'important_doc:Orbit manual',
      'important_doc:Orbit site',
    ]);
    // Groups, projects and links have no author and no time of change of their own.
    expect(found(await search(`q=orbit&author_id=${owner.user.id}`))).toEqual(['doc:Orbit manual']);
    expect(group.name).toBe('Product');
  });

  it('finds no group, project or link the caller may not see', async () => {
    const { workspace, call, search } = await setting();
    const board = await buildGroup(server, workspace, { name: 'Board', privacy: 'PRIVATE' });
    const secret = await buildProject(server, board, { name: 'Board zeppelin' });
    await call('POST', `/projects/${secret.id}/important-links`, {
      group_name: 'Refs',
      link_type: 'external',
      url: 'https://zeppelin.example',
      title: 'Zeppelin deal',
    });
    const stranger = await setting();
    await buildGroup(server, stranger.workspace, { name: 'Zeppelin fans' });

    expect(found(await search('q=zeppelin', 'member'))).toEqual([]);
    expect(found(await search('q=board', 'member'))).toEqual([]);
    expect(found(await search('q=zeppelin')).sort()).toEqual([
      'important_doc:Zeppelin deal',
      'project:Board zeppelin',
    ]);
    // An archived project, and the links inside it, left out when asked.
    await call('PUT', `/projects/${secret.id}/archive`);
    expect(found(await search('q=zeppelin&archived=exclude'))).toEqual([]);
  });

  it('refuses a query without words with a clear reason', async () => {
    const { call, search } = await setting();
    const answer = await call<{ detail: unknown }>('GET', '/search/full-text?q=%20%20');
    expect(answer.status).toBe(422);
    expect(answer.body.detail).toEqual([
      { loc: ['querystring', 'q'], msg: 'Type something to search for' },
    ]);
    // Punctuation alone holds no word: nothing matches, nothing fails.
    expect((await search('q=%3F%21')).results).toEqual([]);
  });

  it('folds text in the database exactly as the modal does, for every Latin letter', async () => {
    const letters: string[] = [];
    for (const [from, to] of [
      [0x41, 0x5a],
      [0xc0, 0x24f],
      [0x1e00, 0x1eff],
    ] as const) {
      for (let code = from; code <= to; code++) letters.push(String.fromCodePoint(code));
    }
    const samples = [...letters, 'Cœur ÆON', 'e\u0301te\u0301 decomposed', 'ÉVÈNEMENT à Noël'];
    const db = server.app.services.database.db;
    const { rows } = (await db.execute(
      sql`select search_fold(value) as folded from unnest(${sql.param(samples)}::text[]) value`,
    )) as unknown as { rows: { folded: string }[] };
    const mismatches = samples.filter(
      (sample, index) => rows[index]?.folded !== normalizeSearchText(sample),
    );
    // Only letters whose lowercase is two letters in JavaScript (NFD does not split them).
    expect(mismatches.filter((letter) => normalizeSearchText(letter).length === 1)).toEqual([]);
  });
});
