import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

interface CapturedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link of the text part, in order. */
  links: string[];
}

export interface MailCapture {
  smtpUrl: string;
  messages: CapturedMail[];
  /** The newest message to `to` whose subject matches, waiting for it to arrive. */
  waitFor(to: string, subject?: RegExp, timeoutMs?: number): Promise<CapturedMail>;
  /** The first link of a message whose path starts with `pathPrefix`. */
  linkIn(message: CapturedMail, pathPrefix: string): string;
  /** Messages whose delivery `stall` held (never answered), by recipient. */
  stalled: string[][];
  close(): Promise<void>;
}

/**
 * A real SMTP server on a random port that keeps every message it receives, parsed. While
 * `stall` says so for a message's recipients, it takes the message and never answers: its sender
 * waits, as on a mail server that hangs.
 */
export async function startMailCapture(
  options: { stall?: (to: string[]) => boolean } = {},
): Promise<MailCapture> {
  const messages: CapturedMail[] = [];
  const stalled: string[][] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address);
      if (options.stall?.(recipients)) {
        stalled.push(recipients);
        stream.resume();
        return;
      }
      simpleParser(stream)
        .then((parsed) => {
          const to = [parsed.to ?? []]
            .flat()
            .flatMap((address) => address.value.map((entry) => entry.address ?? ''));
          const text = parsed.text ?? '';
          messages.push({
            to,
            from: parsed.from?.text ?? '',
            subject: parsed.subject ?? '',
            text,
            html: typeof parsed.html === 'string' ? parsed.html : '',
            links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  // A sender killed in the middle of a message (the crash tests do it) resets its connection; the
  // capture keeps serving the others.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const find = (to: string, subject?: RegExp) =>
    [...messages]
      .reverse()
      .find((mail) => mail.to.includes(to) && (!subject || subject.test(mail.subject)));

  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    messages,
    stalled,
    async waitFor(to, subject, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = find(to, subject);
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no e-mail to ${to} matching ${subject}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    linkIn(message, pathPrefix) {
      const link = message.links.find((url) => new URL(url).pathname.startsWith(pathPrefix));
      if (!link) throw new Error(`no link to ${pathPrefix} in "${message.subject}"`);
      return link;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
