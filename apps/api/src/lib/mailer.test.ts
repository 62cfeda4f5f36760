import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';

/** A logger whose lines the test can read. */
function capturingLog() {
  const lines: Record<string, unknown>[] = [];
  const log = pino(
    { level: 'info' },
    { write: (line: string) => void lines.push(JSON.parse(line)) },
  );
  return { log, lines };
}

/** The kept messages (each has its plain text beside it, for erasure to search). */
const emls = (dataDir: string) =>
  readdirSync(path.join(dataDir, 'outbox')).filter((name) => name.endsWith('.eml'));

const mail = {
  to: 'dueno@example.com',
  subject: 'Solicitud recibida',
  text: 'Hemos recibido tu solicitud para Toby.',
};

describe('mailer without SMTP_URL', () => {
  it("forgets an erased owner's messages in the outbox, and only theirs (issue 20)", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'adiestra-mail-'));
    const mailer = createMailer(
      { smtpUrl: undefined, from: 'Adiestra <no-reply@a.test>', dataDir },
      capturingLog().log,
    );
    await mailer.send(mail);
    await mailer.send({
      ...mail,
      to: 'educadora@example.com',
      text: 'Nueva solicitud de Dueno@Example.com',
    });
    await mailer.send({ ...mail, to: 'otra@example.com' });
    expect(await mailer.forget?.('DUENO@example.com')).toBe(2);
    const left = emls(dataDir);
    expect(left).toHaveLength(1);
    expect(readFileSync(path.join(dataDir, 'outbox', left[0] ?? ''), 'utf8')).toContain(
      'To: otra@example.com',
    );
  });

  it('forgets the messages that name the erased person, accents and case aside (issue 28)', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'adiestra-mail-'));
    const mailer = createMailer(
      { smtpUrl: undefined, from: 'Adiestra <no-reply@a.test>', dataDir },
      capturingLog().log,
    );
    // A notice to the trainer names the client, never their address; encoded in the .eml.
    await mailer.send({
      to: 'educadora@example.com',
      subject: 'Vera Víctima pide cambiar su cita',
      text: 'Vera Víctima quiere cambiar la cita de Toby.',
    });
    await mailer.send({ ...mail, to: 'otra@example.com' });
    expect(await mailer.forget?.('vera@example.com', ['vera victima'])).toBe(1);
    expect(readdirSync(path.join(dataDir, 'outbox'))).toHaveLength(2);
    expect(emls(dataDir)).toHaveLength(1);
  });

  it('writes each message as an .eml file in DATA_DIR/outbox and logs its name', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'adiestra-mail-'));
    const { log, lines } = capturingLog();
    const mailer = createMailer(
      { smtpUrl: undefined, from: 'Adiestra <no-reply@a.test>', dataDir },
      log,
    );

    await mailer.send(mail);

    const files = emls(dataDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = readFileSync(path.join(dataDir, 'outbox', files[0] ?? ''), 'utf8');
    expect(eml).toContain('To: dueno@example.com');
    expect(eml).toContain('Subject: Solicitud recibida');
    expect(eml).toContain('Hemos recibido tu solicitud para Toby.');
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: 'mail written to outbox',
        file: path.join(dataDir, 'outbox', files[0] ?? ''),
      }),
    );
    expect(JSON.stringify(lines)).not.toContain('Solicitud recibida');
  });
});

describe('mailer with SMTP_URL', () => {
  it('rejects with the reason when the server cannot be reached (the outbox records it)', async () => {
    const { log, lines } = capturingLog();
    const mailer = createMailer(
      { smtpUrl: 'smtp://127.0.0.1:1', from: 'Adiestra <no-reply@a.test>', dataDir: os.tmpdir() },
      log,
    );
    await expect(mailer.send(mail)).rejects.toThrow(/ECONNREFUSED/);
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'mail delivery failed', messageId: expect.any(String) }),
    );
    // Issue 28: logs name a mail by its id, never by its subject or recipient.
    const text = JSON.stringify(lines);
    expect(text).not.toContain('Solicitud recibida');
    expect(text).not.toContain('dueno@example.com');
  });
});
