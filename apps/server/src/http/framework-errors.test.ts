import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildSignedInUser, buildWorkspace, inWorkspace } from '../test/factories';
import { useTestEnvironment } from '../test/harness';

const server = useTestEnvironment();

/** Sends raw bytes on a new connection and resolves with the whole answer once the server closes it. */
function rawRequest(bytes: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(bytes));
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body });
    });
  });
}

async function signedInCall() {
  const owner = await buildSignedInUser(server);
  const workspace = await buildWorkspace(server, owner.user);
  return (path: string) =>
    server.fetch(`/api${path}`, {
      headers: { authorization: `Bearer ${owner.token}`, ...inWorkspace(workspace) },
    });
}

describe('errors raised before any route runs', () => {
  it('answer a path parameter over 100 characters with 414 and a detail, not the URL', async () => {
    const call = await signedInCall();
    const longId = '1'.repeat(101);
    const response = await call(`/groups/${longId}`);
    expect(response.status).toBe(414);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ detail: 'A part of the address is too long' });
    expect(body).not.toContain(longId);
  });

  it('answer a malformed percent-encoding with 400 and a detail, not the URL', async () => {
    const call = await signedInCall();
    for (const path of ['/groups/%E0%A4%A', '/projects/%zz', '/groups/1/team/%']) {
      const response = await call(path);
      expect(response.status, path).toBe(400);
      const body = await response.text();
      expect(JSON.parse(body), path).toEqual({
        detail: 'The address is malformed (invalid percent-encoding)',
      });
      expect(body, path).not.toContain('%');
    }
  });

  it('answer a malformed percent-encoding in the query with a 4xx and a detail', async () => {
    const call = await signedInCall();
    const response = await call('/projects?group_id=%E0%A4%A');
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      detail: [{ loc: ['querystring', 'group_id'], msg: 'Invalid id' }],
    });
  });

  it("answer what Node's HTTP parser refuses in the app's error shape", async () => {
    const cases: [request: string, status: number, detail: string][] = [
      [
        'GET /api/workspaces/c HTTP/1.1\r\nHost: x\r\nX-Workspace-Id: 1\u0000\r\n\r\n',
        400,
        'The request is not valid HTTP',
      ],
      ['NOT A REQUEST\r\n\r\n', 400, 'The request is not valid HTTP'],
      [
        `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
        431,
        'The request headers are too large',
      ],
    ];
    for (const [request, status, detail] of cases) {
      const answer = await rawRequest(request);
      const label = JSON.stringify(request.slice(0, 40));
      expect(answer.status, label).toBe(status);
      expect(JSON.parse(answer.body), label).toEqual({ detail });
    }
    expect((await server.fetch('/api/health')).status).toBe(200);
  });
});
