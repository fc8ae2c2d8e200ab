// The browser tests' mailbox: a real SMTP server that keeps every message it receives, parsed,
// and a small HTTP API for the tests to read them. Started by playwright.config.ts:
//   HANGAR_E2E_SMTP_PORT  the SMTP port the app sends to (SMTP_URL)
//   HANGAR_E2E_MAIL_PORT  GET /health, GET /messages?to=<address>, DELETE /messages
import { createServer, type ServerResponse } from 'node:http';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMessage {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link of the text part, in order. */
  links: string[];
  receivedAt: string;
}

const smtpPort = Number(process.env.HANGAR_E2E_SMTP_PORT);
const httpPort = Number(process.env.HANGAR_E2E_MAIL_PORT);
if (!smtpPort || !httpPort) {
  throw new Error('Set HANGAR_E2E_SMTP_PORT and HANGAR_E2E_MAIL_PORT');
}

const messages: CapturedMessage[] = [];

function addressesOf(field: AddressObject | AddressObject[] | undefined): string[] {
  return [field ?? []]
    .flat()
    .flatMap((group) => group.value.map((entry) => (entry.address ?? '').toLowerCase()));
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((parsed) => {
        const envelope = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        const text = parsed.text ?? '';
        messages.push({
          to: [...new Set([...envelope, ...addressesOf(parsed.to)])],
          subject: parsed.subject ?? '',
          text,
          html: typeof parsed.html === 'string' ? parsed.html : '',
          links: text.match(/https?:\/\/[^\s<>"')]+/g) ?? [],
          receivedAt: new Date().toISOString(),
        });
        callback();
      })
      .catch((error: Error) => callback(error));
  },
});

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const api = createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${httpPort}`);
  if (request.method === 'GET' && url.pathname === '/health') {
    sendJson(response, 200, { status: 'ok', messages: messages.length });
  } else if (request.method === 'GET' && url.pathname === '/messages') {
    const to = url.searchParams.get('to')?.toLowerCase();
    sendJson(response, 200, to ? messages.filter((message) => message.to.includes(to)) : messages);
  } else if (request.method === 'DELETE' && url.pathname === '/messages') {
    messages.length = 0;
    response.writeHead(204).end();
  } else {
    sendJson(response, 404, { detail: 'Not Found' });
  }
});

smtp.listen(smtpPort, '127.0.0.1');
api.listen(httpPort, '127.0.0.1');

function stop(): void {
  api.close();
  smtp.close(() => process.exit(0));
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
