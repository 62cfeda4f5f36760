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
  /**
   * Issue 27: the display name of the From (the trainer's business name on an owner's mail); the
   * address stays the configured sender's, so SPF and DKIM keep holding.
   */
  fromName?: string;
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
   * without SMTP; a mail server keeps none here). Issue 28: and those naming the person (a
   * notice to the trainer names the client, not their address). Resolves with how many went.
   */
  forget?(address: string, names?: string[]): Promise<number>;
}

/** The configured sender's address under the mail's display name, when it has one. */
function fromOf(configured: string, mail: Mail) {
  if (!mail.fromName) return configured;
  const address = /<([^>]+)>/.exec(configured)?.[1] ?? configured.trim();
  return { name: mail.fromName, address };
}

/** Case and accents aside, so a name matches however a mail wrote it. */
const fold = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ');

/**
 * The plain text of a kept message, beside its .eml (whose headers and body are encoded, so a
 * name with accents cannot be searched there): what `forget` searches.
 */
const plainOf = (file: string) => `${file}.txt`;
const plainText = (mail: Mail) => [mail.to, mail.subject, mail.text].join('\n');

/** Deletes the outbox's messages that name the address or one of the names. */
async function forgetInOutbox(outbox: string, address: string, names: string[]): Promise<number> {
  const needles = [address, ...names].map((n) => fold(n).trim()).filter((n) => n.length >= 3);
  if (!needles.length) return 0;
  let files: string[];
  try {
    files = (await readdir(outbox)).filter((name) => name.endsWith('.eml'));
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of files) {
    const file = path.join(outbox, name);
    const [raw, plain] = await Promise.all([
      readFile(file, 'utf8').catch(() => ''),
      readFile(plainOf(file), 'utf8').catch(() => ''),
    ]);
    const content = fold(`${raw}\n${plain}`);
    if (needles.some((needle) => content.includes(needle))) {
      await Promise.all([rm(file, { force: true }), rm(plainOf(file), { force: true })]);
      removed++;
    }
  }
  return removed;
}

/**
 * Issue 28: logs name a message by an id, never by its subject or recipient (they hold names and
 * addresses, which erasure could not reach in a log); a delivery error keeps its codes only, as
 * a mail server's message quotes the address.
 */
const mailId = () => randomUUID();
const errorCodes = (err: unknown) => {
  const { code, responseCode } = (err ?? {}) as { code?: unknown; responseCode?: unknown };
  return { code, responseCode };
};

/**
 * SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in DATA_DIR/outbox (with
 * its plain text beside it, for erasure to search): a development mail sink, which erasure
 * empties of the person's messages (issue 28).
 */
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
        const messageId = mail.messageId ?? `<${mailId()}@adiestra>`;
        try {
          await transport.sendMail({ ...mail, from: fromOf(options.from, mail), messageId });
          log.info({ messageId }, 'mail sent');
        } catch (err) {
          log.error({ messageId, err: errorCodes(err) }, 'mail delivery failed');
          throw err;
        }
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
      const messageId = mail.messageId ?? `<${mailId()}@adiestra>`;
      try {
        const info = await transport.sendMail({
          ...mail,
          from: fromOf(options.from, mail),
          messageId,
        });
        await mkdir(outbox, { recursive: true });
        const file = path.join(
          outbox,
          `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`,
        );
        await writeFile(file, info.message as Buffer);
        await writeFile(plainOf(file), plainText(mail));
        log.info({ messageId, file }, 'mail written to outbox');
      } catch (err) {
        log.error({ messageId, err: errorCodes(err) }, 'mail could not be written');
        throw err;
      }
    },
    forget: (address, names = []) => forgetInOutbox(outbox, address, names),
  };
}
