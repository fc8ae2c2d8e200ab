import { describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { inWorkspace, type SignedInPerson } from '../test/factories';
import { startTestServer, useTestEnvironment } from '../test/harness';
import { loadContent } from '../modules/docs/docs-contents.repository';
import { useLiveClients, type LiveClient } from '../test/live-client';
import { sleep } from '../test/until';
import { buildWorld } from '../test/world';
import { plainText } from './plain-text';

const server = useTestEnvironment();
const openLive = useLiveClients(server);

async function setting() {
  const world = await buildWorld(server, {
    people: {
      editor: { role: 'OWNER', fullname: 'Eddie Editor' },
      viewer: { role: 'MEMBER', fullname: 'Vera Viewer' },
      guest: 'GUEST',
      stranger: 'OUTSIDER',
    },
    groups: { group: { right: 'VIEW' } },
    projects: { project: { right: 'VIEW', team: { guest: 'EDIT' } } },
    docs: { doc: {} },
  });
  const { workspace, people } = world;
  return { ...people, workspace, project: world.projects.project, docId: world.docs.doc.id };
}

const open = (
  person: SignedInPerson,
  docId: number,
  baseUrl = server.baseUrl,
  name?: string,
  reconnect = false,
) => openLive({ baseUrl, docId, token: person.token, name, reconnect });

interface Typing {
  client: LiveClient;
  types: string;
}

/** What `readOnly` types never reaches the writer, even once what the writer typed next has come back. */
async function expectIgnored(readOnly: Typing, writer: Typing) {
  readOnly.client.addParagraph(readOnly.types);
  writer.client.addParagraph(writer.types);
  await readOnly.client.waitForText((text) => text.includes(writer.types));
  await sleep(300);
  expect(writer.client.text()).not.toContain(readOnly.types);
}

describe('live co-editing', () => {
  it("shows each editor the other's text", async () => {
    const { editor, guest, docId } = await setting();
    const first = await open(editor, docId);
    const second = await open(guest, docId);
    first.addParagraph('Hello from Eddie');
    second.addParagraph('Hello from Gus');
    await first.waitForText((text) => text.includes('Hello from Gus'));
    await second.waitForText((text) => text.includes('Hello from Eddie'));
  });

  it('rejects the changes of someone who may only view, and keeps everyone else clean', async () => {
    const { editor, viewer, docId } = await setting();
    const writer = await open(editor, docId);
    const reader = await open(viewer, docId);
    writer.addParagraph('Official text');
    await reader.waitForText((text) => text === 'Official text');
    reader.addParagraph('Vandalism');
    writer.addParagraph('More official text');
    await writer.waitForText((text) => text.includes('More official text'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(writer.text()).not.toContain('Vandalism');
    const late = await open(editor, docId);
    expect(late.text()).not.toContain('Vandalism');
  });

  it('makes a locked doc read-only for guests', async () => {
    const { editor, guest, workspace, project, docId } = await setting();
    await server.api('PUT', `/projects/${project.id}/docs/${docId}`, {
      token: editor.token,
      headers: inWorkspace(workspace),
      body: { is_locked: true },
    });
    const writer = await open(editor, docId);
    const locked = await open(guest, docId);
    await expectIgnored(
      { client: locked, types: 'Guest edit' },
      { client: writer, types: 'Member edit' },
    );
  });

  it('reconnects a guest when the doc is locked, then unlocked: read-only, then editing again', async () => {
    const { editor, guest, workspace, project, docId } = await setting();
    const lock = (isLocked: boolean) =>
      server.api('PUT', `/projects/${project.id}/docs/${docId}`, {
        token: editor.token,
        headers: inWorkspace(workspace),
        body: { is_locked: isLocked },
      });
    const writer = await open(editor, docId, server.baseUrl, undefined, true);
    const typist = await open(guest, docId, server.baseUrl, undefined, true);
    expect(typist.scope()).toBe('read-write');

    expect((await lock(true)).status).toBe(200);
    await vi.waitFor(() => expect(typist.scope()).toBe('readonly'), { timeout: 5000 });
    await expectIgnored(
      { client: typist, types: 'Typed while locked' },
      { client: writer, types: 'Member while locked' },
    );

    // The editor's own connection came back too: it still writes for everyone.
    expect((await lock(false)).status).toBe(200);
    await vi.waitFor(() => expect(typist.scope()).toBe('read-write'), { timeout: 5000 });
    typist.addParagraph('Typed once unlocked');
    await writer.waitForText((text) => text.includes('Typed once unlocked'));
  });

  it('reconnects someone whose right was lowered: they read on, and write no more', async () => {
    const { editor, guest, workspace, project, docId } = await setting();
    const writer = await open(editor, docId, server.baseUrl, undefined, true);
    const demoted = await open(guest, docId, server.baseUrl, undefined, true);
    expect(demoted.scope()).toBe('read-write');
    const lowered = await server.api('PUT', `/projects/${project.id}/team/${guest.user.id}`, {
      token: editor.token,
      headers: inWorkspace(workspace),
      body: { right: 'VIEW' },
    });
    expect(lowered.status).toBe(200);
    await vi.waitFor(() => expect(demoted.scope()).toBe('readonly'), { timeout: 5000 });
    await expectIgnored(
      { client: demoted, types: 'Typed after the demotion' },
      { client: writer, types: 'Still the editor' },
    );
  });

  it('refuses people outside the workspace, and a document name that does not match the URL', async () => {
    const { editor, stranger, docId } = await setting();
    expect((await open(stranger, docId)).failed).toBeTruthy();
    expect((await open(editor, docId, server.baseUrl, `doc:${docId + 1}`)).failed).toBeTruthy();
    const anonymous = await openLive({ docId, token: '' });
    expect(anonymous.failed).toBeTruthy();
  });

  it('lets go of a doc once its last editor has left and its edits are stored', async () => {
    const { editor, guest, docId } = await setting();
    const documents = server.app.services.live.hocuspocus.documents;
    const first = await open(editor, docId);
    const second = await open(guest, docId);
    first.addParagraph('Typed before leaving');
    await second.waitForText((text) => text === 'Typed before leaving');

    first.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(documents.has(`doc:${docId}`)).toBe(true);
    second.close();
    await vi.waitFor(() => expect(documents.has(`doc:${docId}`)).toBe(false), {
      timeout: 10_000,
    });
    const stored = await loadContent(server.app.services.database.db, docId);
    expect(stored?.text).toBe('Typed before leaving');
    const back = await open(editor, docId);
    expect(back.text()).toBe('Typed before leaving');
  });

  it('saves the content, which loads over HTTP and after a restart', async () => {
    const { editor, workspace, project, docId } = await setting();
    const writer = await open(editor, docId);
    writer.addParagraph('Kept across restarts');
    writer.addParagraph('With a plain-text copy');
    await new Promise((resolve) => setTimeout(resolve, 200));
    writer.close();

    await server.app.services.live.flushAndClose();
    // The Yjs state, and its text for search.
    const saved = await loadContent(server.app.services.database.db, docId);
    expect(saved?.text).toBe('Kept across restarts\nWith a plain-text copy');
    const restarted = await startTestServer(server.database.connect(), {
      config: { smtpUrl: server.mail.smtpUrl },
    });
    try {
      const response = await restarted.api<{ content_state: string }>(
        'GET',
        `/projects/${project.id}/docs/${docId}`,
        { token: editor.token, headers: inWorkspace(workspace) },
      );
      const ydoc = new Y.Doc();
      Y.applyUpdate(ydoc, Buffer.from(response.body.content_state, 'base64'));
      expect(plainText(ydoc)).toBe('Kept across restarts\nWith a plain-text copy');
      const reader = await open(editor, docId, restarted.baseUrl);
      expect(reader.text()).toBe('Kept across restarts\nWith a plain-text copy');
    } finally {
      await restarted.close();
    }
  });
});
