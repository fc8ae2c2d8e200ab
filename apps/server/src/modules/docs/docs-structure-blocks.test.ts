import type { DocImportReport, FullTextSearchResults } from '@hangar/contracts';
import { yXmlFragmentToProsemirrorJSON } from '@tiptap/y-tiptap';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { EDITOR_FIELD } from '../../live/plain-text';
import { useTestEnvironment } from '../../test/harness';
import { EVERY_STRUCTURAL_BLOCK } from '../../test/structure-samples';
import { buildWorld } from '../../test/world';

const server = useTestEnvironment();

function contentJson(state: string) {
  const ydoc = new Y.Doc();
  Y.applyUpdate(ydoc, Buffer.from(state, 'base64'));
  return yXmlFragmentToProsemirrorJSON(ydoc.getXmlFragment(EDITOR_FIELD));
}

describe('a doc with callouts, toggles, columns, contents and subpages', () => {
  it('is created through the API, found by the words of its callouts and toggles, and exported then imported unchanged', async () => {
    const world = await buildWorld(server, {
      people: { owner: 'OWNER' },
      projects: { project: {} },
    });
    const owner = world.people.owner;
    const base = `/projects/${world.projects.project.id}/docs`;
    const created = await server.api<{ id: number }>('POST', base, {
      ...world.as(owner),
      body: { name: 'Blocks', content: EVERY_STRUCTURAL_BLOCK },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    for (const word of ['calloutword', 'toggleword']) {
      const search = await server.api<FullTextSearchResults>(
        'GET',
        `/search/full-text?q=${word}`,
        world.as(owner),
      );
      expect(search.status).toBe(200);
      expect(search.body.results.map((result) => result.title)).toEqual(['Blocks']);
    }

    const headers = { authorization: `Bearer ${owner.token}`, ...world.as(owner).headers };
    const exported = await server.fetch(`/api${base}/${created.body.id}/export?format=markdown`, {
      headers,
    });
    expect(exported.status).toBe(200);
    const markdown = await exported.text();
    const form = new FormData();
    form.append('file', new Blob([markdown]), 'Blocks.md');
    const imported = await server.fetch(`/api${base}/import`, {
      method: 'POST',
      body: form,
      headers,
    });
    const report = (await imported.json()) as DocImportReport;
    expect(imported.status, JSON.stringify(report)).toBe(201);
    const read = async (id: number) =>
      (await server.api<{ content_state: string }>('GET', `${base}/${id}`, world.as(owner))).body;
    const [original, copy] = [await read(created.body.id), await read(report.docs[0]!.id)];
    expect(contentJson(copy.content_state)).toEqual(contentJson(original.content_state));
  });
});
