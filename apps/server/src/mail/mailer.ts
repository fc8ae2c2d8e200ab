import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

const LINK = /https?:\/\/\S+/g;

/** Sends through the SMTP server of `SMTP_URL`. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}

/**
 * The default without an SMTP server: each message becomes an .eml file in `outboxDir`, and its
 * links are logged, so sign-up works on a fresh machine.
 */
export function createOutboxMailer(
  outboxDir: string,
  from: string,
  log: FastifyBaseLogger,
): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(outboxDir, name);
      try {
        await writeFile(file, info.message);
      } catch (error) {
        // A full disk (ENOSPC, answered 507): no half-written message left in the outbox, and
        // the error names the file (a failed write() does not), so the disk it filled is known.
        (error as NodeJS.ErrnoException).path ??= file;
        await rm(file, { force: true });
        throw error;
      }
      log.info(
        { to: message.to, subject: message.subject, links: message.text.match(LINK) ?? [], file },
        'e-mail written to the outbox',
      );
    },
    close: () => transport.close(),
  };
}
