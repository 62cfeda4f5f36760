import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';

const serverUrl = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;

/**
 * The e-mails the e2e server wrote (no SMTP in e2e: each message is an .eml file in
 * DATA_DIR/outbox, and playwright.config.ts fixes DATA_DIR per port as E2E_DATA_DIR). The server
 * first sends what its outbox holds (POST /api/test/outbox/drain, e2e server only), so a mail is
 * read as soon as the change that queued it has committed, not on the worker's next tick.
 */
async function readOutbox(): Promise<ParsedMail[]> {
  const drained = await fetch(`${serverUrl}/api/test/outbox/drain`, { method: 'POST' });
  if (!drained.ok) throw new Error(`outbox drain answered ${drained.status}`);
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const files = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(
    files
      .filter((file) => file.endsWith('.eml'))
      .sort()
      .map(async (file) => simpleParser(await readFile(path.join(dir, file)))),
  );
}

const recipient = (mail: ParsedMail) =>
  [mail.to ?? []].flat().flatMap((to) => to.value.map((a) => a.address?.toLowerCase()));

/** Every mail to `to` whose subject matches, once at least one has arrived. */
export async function mailsTo(to: string, subject: RegExp): Promise<ParsedMail[]> {
  let found: ParsedMail[] = [];
  await expect
    .poll(async () => {
      found = (await readOutbox()).filter(
        (mail) => recipient(mail).includes(to.toLowerCase()) && subject.test(mail.subject ?? ''),
      );
      return found.length;
    })
    .toBeGreaterThan(0);
  return found;
}

/**
 * The first link under `pathPrefix` (e.g. '/mi-area/cita?token=') in the newest mail to `to`
 * whose text part holds `marker`; waits for the server to write it.
 */
export async function linkFromMail(to: string, marker: string, pathPrefix: string) {
  const escaped = pathPrefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`https?://[^\\s\\]\\)>"]*${escaped}[A-Za-z0-9_-]+`);
  let link = '';
  await expect
    .poll(
      async () => {
        const mail = (await readOutbox())
          .reverse()
          .find((m) => recipient(m).includes(to.toLowerCase()) && (m.text ?? '').includes(marker));
        link = mail?.text?.match(pattern)?.[0] ?? '';
        return link;
      },
      { message: `a mail to ${to} with "${marker}"`, timeout: 10_000 },
    )
    .not.toBe('');
  // A link to another origin (localhost for 127.0.0.1) would start a session the rest of the
  // spec, on the baseURL, cannot see: its localStorage and cookies are that origin's own.
  expect(new URL(link).origin, `the link in the mail to ${to}`).toBe(serverUrl);
  return link;
}
