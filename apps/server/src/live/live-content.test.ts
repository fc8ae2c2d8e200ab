import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { buildDocs, inWorkspace } from '../test/factories';
import { useTestEnvironment } from '../test/harness';
import { useLiveClients } from '../test/live-client';
import { buildWorld } from '../test/world';
import { plainText } from './plain-text';

const server = useTestEnvironment();
const openLive = useLiveClients(server);

async function setting() {
  const world = await buildWorld(server, {
    people: { owner: 'OWNER' },
    projects: { project: {}, other: { name: 'Other' } },
  });
  const { workspace } = world;
  const owner = world.people.owner;
  const { project, other } = world.projects;
  const call = world.callAs('owner');
  const newDoc = async () => (await world.newDoc(project.id)).id;
  const live = (docId: number) => openLive({ docId, token: owner.token });
  return { owner, workspace, project, other, call, newDoc, live };
}

const textOf = (state: string) => {
  const ydoc = new Y.Doc();
  Y.applyUpdate(ydoc, Buffer.from(state, 'base64'));
  return plainText(ydoc);
};

describe('content that moves between docs', () => {
  it('duplicates the live content, even before it is saved', async () => {
    const { project, other, call, newDoc, live } = await setting();
    const docId = await newDoc();
    (await live(docId)).addParagraph('Checklist item one');
    await new Promise((resolve) => setTimeout(resolve, 150));
    const copy = await call<{ id: number; content_state: string }>(
      'POST',
      `/projects/${project.id}/docs/${docId}/duplicate`,
      { name: 'Copy of checklist', target_project_id: other.id },
    );
    expect(textOf(copy.body.content_state)).toBe('Checklist item one');
    const reloaded = await call<{ content_state: string }>(
      'GET',
      `/projects/${other.id}/docs/${copy.body.id}`,
    );
    expect(textOf(reloaded.body.content_state)).toBe('Checklist item one');
  });

  it('fills a doc from a template, live for the people editing it', async () => {
    const { project, call, newDoc, live } = await setting();
    const templateId = await newDoc();
    (await live(templateId)).addParagraph('Agenda');
    await call('PUT', `/projects/${project.id}/docs/${templateId}`, {
      name: 'Meeting',
      is_template: true,
    });
    const docId = await newDoc();
    const editor = await live(docId);
    editor.addParagraph('Old notes');
    await new Promise((resolve) => setTimeout(resolve, 150));
    const filled = await call<{ content_state: string }>(
      'PUT',
      `/projects/${project.id}/docs/${docId}/use-template/${templateId}`,
    );
    expect(filled.status).toBe(200);
    await editor.waitForText((text) => text === 'Agenda');
    expect(textOf(filled.body.content_state)).toBe('Agenda');
  });

  it('refuses a doc that is not a template', async () => {
    const { project, call, newDoc } = await setting();
    const plain = await newDoc();
    const docId = await newDoc();
    const response = await call(
      'PUT',
      `/projects/${project.id}/docs/${docId}/use-template/${plain}`,
    );
    expect(response).toMatchObject({ status: 404, body: { detail: 'Template not found' } });
  });
});

describe('export', () => {
  it('downloads the live content as Markdown or HTML, named after the doc', async () => {
    const { project, call, newDoc, live, owner, workspace } = await setting();
    const docId = await newDoc();
    await call('PUT', `/projects/${project.id}/docs/${docId}`, { name: 'Release notes' });
    (await live(docId)).addParagraph('Version 2 is out');
    await new Promise((resolve) => setTimeout(resolve, 150));
    const download = (format: string) =>
      server.fetch(`/api/projects/${project.id}/docs/${docId}/export?format=${format}`, {
        headers: { authorization: `Bearer ${owner.token}`, ...inWorkspace(workspace) },
      });
    const markdown = await download('markdown');
    expect(markdown.headers.get('content-type')).toContain('text/markdown');
    expect(markdown.headers.get('content-disposition')).toContain(
      'attachment; filename="Release notes.md"',
    );
    expect(await markdown.text()).toBe('# Release notes\n\nVersion 2 is out\n');
    const html = await download('html');
    expect(await html.text()).toContain('<p>Version 2 is out</p>');
  });
});

describe('the free plan', () => {
  it("stops at 50 docs with the server's message", async () => {
    const { owner, project, call } = await setting();
    await buildDocs(server, project, owner.user, 50);
    expect((await call('GET', '/workspaces/c')).body).toMatchObject({ can_add_docs: false });
    const refused = await call('POST', `/projects/${project.id}/docs`, { parent_path: '' });
    expect(refused.status).toBe(403);
    expect((refused.body as { detail: string }).detail).toContain('maximum number of documents');
  });
});

describe('sharing a doc', () => {
  it('turns its public link on and off', async () => {
    const { project, call, newDoc } = await setting();
    const docId = await newDoc();
    const on = await call<{ share_token: string }>(
      'PUT',
      `/projects/${project.id}/docs/${docId}/share`,
      { enabled: true },
    );
    expect(on.body.share_token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const tree = await call<{ shared: boolean }[]>('GET', `/projects/${project.id}/docs`);
    expect(tree.body[0]?.shared).toBe(true);
    const off = await call('PUT', `/projects/${project.id}/docs/${docId}/share`, {
      enabled: false,
    });
    expect(off.body).toEqual({ share_token: null });
  });
});
