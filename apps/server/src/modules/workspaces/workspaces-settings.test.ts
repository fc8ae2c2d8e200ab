import { describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema';
import { useTestEnvironment } from '../../test/harness';
import { uploadPng } from '../../test/images';
import { oneValidationIssue } from '../../test/validation-cases';
import { buildWorld } from '../../test/world';

const server = useTestEnvironment();

describe('PUT /api/workspaces/c', () => {
  it('lets admins and owners change the settings, not members', async () => {
    const { callAs } = await buildWorld(server, {
      people: { owner: 'OWNER', admin: 'ADMIN', member: 'MEMBER' },
    });
    const refused = await callAs('member')('PUT', '/workspaces/c', { name: 'Renamed' });
    expect(refused.status).toBe(403);

    const changed = await callAs('admin')('PUT', '/workspaces/c', {
      name: 'Northwind Labs',
      email_domain: 'Northwind.example',
    });
    expect(changed.body).toMatchObject({
      name: 'Northwind Labs',
      email_domain: 'northwind.example',
      role: 'ADMIN',
    });
  });

  it("refuses a domain that is not one with 'Invalid email domain'", async () => {
    const { callAs } = await buildWorld(server, { people: { owner: 'OWNER' } });
    const response = await callAs('owner')('PUT', '/workspaces/c', {
      email_domain: 'not a domain',
    });
    expect(response).toMatchObject(
      oneValidationIssue(['body', 'email_domain'], 'Invalid email domain'),
    );
  });
});

describe('the workspace logo', () => {
  it("takes the caller's own image upload, and null clears it", async () => {
    const { people, callAs } = await buildWorld(server, { people: { owner: 'OWNER' } });
    const filename = await uploadPng(server, people.owner.token);
    const put = (logo: string | null) => callAs('owner')('PUT', '/workspaces/c', { logo });

    const set = await put(filename);
    expect(set).toMatchObject({ status: 200, body: { logo: `/media/${filename}` } });
    const media = await server.fetch(`/media/${filename}`);
    expect(media.headers.get('content-type')).toBe('image/png');

    const cleared = await put(null);
    expect(cleared).toMatchObject({ status: 200, body: { logo: null } });
  });

  it("refuses someone else's upload, an unknown name and a file that is not an image", async () => {
    const { people, callAs } = await buildWorld(server, {
      people: { owner: 'OWNER', other: 'OUTSIDER' },
    });
    const call = callAs('owner');
    const mine = await uploadPng(server, people.owner.token);
    await call('PUT', '/workspaces/c', { logo: mine });

    const theirs = await uploadPng(server, people.other.token);
    const pdf = `${'a'.repeat(32)}.pdf`;
    await server.app.services.database.db.insert(uploads).values({
      filename: pdf,
      contentType: 'application/pdf',
      size: 10,
      userId: people.owner.user.id,
    });
    for (const [logo, msg] of [
      [theirs, 'Unknown file'],
      [`${'b'.repeat(32)}.png`, 'Unknown file'],
      [pdf, 'Unsupported file type. Upload a PNG, JPEG, GIF or WebP image.'],
    ] as const) {
      const refused = await call('PUT', '/workspaces/c', { logo });
      expect(refused, logo).toMatchObject(oneValidationIssue(['body', 'logo'], msg));
    }
    const still = await call('GET', '/workspaces/c');
    expect(still.body).toMatchObject({ logo: `/media/${mine}` });
  });
});
