import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Attachment } from 'nodemailer/lib/mailer/index.js';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: Attachment[];
  /** Set by the outbox: stable per message, so a resend after a crash is recognisably the same. */
  messageId?: string;
}

export interface Mailer {
  /**
   * Resolves when the message is handed over; rejects with the reason when not. Only the outbox
   * worker calls it (modules/outbox): requests and sweeps write to the outbox instead.
   */
  send(mail: Mail): Promise<unknown>;
  /**
   * Issue 20: deletes the kept copies of the messages to or about this address (the outbox
   * without SMTP; a mail server keeps none here). Resolves with how many went.
   */
  forget?(address: string): Promise<number>;
}

/** Deletes the outbox's .eml files that name the address (case aside). */
async function forgetInOutbox(outbox: string, address: string): Promise<number> {
  const needle = address.trim().toLowerCase();
  if (!needle) return 0;
  let names: string[];
  try {
    names = (await readdir(outbox)).filter((name) => name.endsWith('.eml'));
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const file = path.join(outbox, name);
    const content = await readFile(file, 'utf8').catch(() => '');
    if (content.toLowerCase().includes(needle)) {
      await rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}

/** SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in DATA_DIR/outbox. */
export function createMailer(
  options: { smtpUrl: string | undefined; from: string; dataDir: string },
  log: FastifyBaseLogger,
): Mailer {
  if (options.smtpUrl) {
    // Bounded waits: a send always ends well inside the outbox's claim lease (CLAIM_LEASE_MS).
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    });
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
        log.info({ subject: mail.subject }, 'mail sent');
      },
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      await mkdir(outbox, { recursive: true });
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      log.info({ file, subject: mail.subject }, 'mail written to outbox');
    },
    forget: (address) => forgetInOutbox(outbox, address),
  };
}
