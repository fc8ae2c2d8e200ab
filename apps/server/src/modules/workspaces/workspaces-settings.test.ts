import { describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema';
import { addMember, buildSignedInUser, buildWorkspace, inWorkspace } from '../../test/factories';
import { useTestEnvironment } from '../../test/harness';
import { ONE_PIXEL_PNG } from '../../test/images';

const server = useTestEnvironment();

const PNG = ONE_PIXEL_PNG;

/** Uploads a small PNG through POST /api/upload, as the change-logo dialog does. */
async function uploadPng(token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'logo.png');
  const response = await server.fetch('/api/upload', {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { filename: string }).filename;
}

describe('PUT /api/workspaces/c', () => {
  it('lets admins and owners change the settings, not members', async () => {
    const owner = await buildSignedInUser(server);
    const admin = await buildSignedInUser(server);
    const member = await buildSignedInUser(server);
    const workspace = await buildWorkspace(server, owner.user);
    await addMember(server, workspace, admin.user, 'ADMIN');
    await addMember(server, workspace, member.user, 'MEMBER');

    const refused = await server.api('PUT', '/workspaces/c', {
      token: member.token,
      headers: inWorkspace(workspace),
      body: { name: 'Renamed' },
    });
    expect(refused.status).toBe(403);

    const changed = await server.api('PUT', '/workspaces/c', {
      token: admin.token,
      headers: inWorkspace(workspace),
      body: { name: 'Northwind Labs', email_domain: 'Northwind.example' },
    });
    expect(changed.body).toMatchObject({
      name: 'Northwind Labs',
      email_domain: 'northwind.example',
      role: 'ADMIN',
    });
  });

  it("refuses a domain that is not one with 'Invalid email domain'", async () => {
    const owner = await buildSignedInUser(server);
    const workspace = await buildWorkspace(server, owner.user);
    const response = await server.api('PUT', '/workspaces/c', {
      token: owner.token,
      headers: inWorkspace(workspace),
      body: { email_domain: 'not a domain' },
    });
    expect(response).toMatchObject({
      status: 422,
      body: { detail: [{ loc: ['body', 'email_domain'], msg: 'Invalid email domain' }] },
    });
  });
});

describe('the workspace logo', () => {
  it("takes the caller's own image upload, and null clears it", async () => {
    const owner = await buildSignedInUser(server);
    const workspace = await buildWorkspace(server, owner.user);
    const filename = await uploadPng(owner.token);
    const put = (logo: string | null) =>
      server.api('PUT', '/workspaces/c', {
        token: owner.token,
        headers: inWorkspace(workspace),
        body: { logo },
      });

    const set = await put(filename);
    expect(set).toMatchObject({ status: 200, body: { logo: `/media/${filename}` } });
    const media = await server.fetch(`/media/${filename}`);
    expect(media.headers.get('content-type')).toBe('image/png');

    const cleared = await put(null);
    expect(cleared).toMatchObject({ status: 200, body: { logo: null } });
  });

  it("refuses someone else's upload, an unknown name and a file that is not an image", async () => {
    const owner = await buildSignedInUser(server);
    const other = await buildSignedInUser(server);
    const workspace = await buildWorkspace(server, owner.user);
    const mine = await uploadPng(owner.token);
    const call = { token: owner.token, headers: inWorkspace(workspace) };
    await server.api('PUT', '/workspaces/c', { ...call, body: { logo: mine } });

    const theirs = await uploadPng(other.token);
    const pdf = `${'a'.repeat(32)}.pdf`;
    await server.app.services.database.db
      .insert(uploads)
      .values({ filename: pdf, contentType: 'application/pdf', size: 10, userId: owner.user.id });
    for (const [logo, msg] of [
      [theirs, 'Unknown file'],
      [`${'b'.repeat(32)}.png`, 'Unknown file'],
      [pdf, 'Unsupported file type. Upload a PNG, JPEG, GIF or WebP image.'],
    ]) {
      const refused = await server.api('PUT', '/workspaces/c', { ...call, body: { logo } });
      expect(refused, logo).toMatchObject({
        status: 422,
        body: { detail: [{ loc: ['body', 'logo'], msg }] },
      });
    }
    const still = await server.api('GET', '/workspaces/c', call);
    expect(still.body).toMatchObject({ logo: `/media/${mine}` });
  });
});
