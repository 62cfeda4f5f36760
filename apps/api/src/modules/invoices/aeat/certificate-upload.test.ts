import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSecureContext } from 'node:tls';
import { AEAT_MESSAGES } from '@adiestra/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig, trainerTestApp } from '../../../test/test-app.ts';
import { MAX_PKCS12_ITERATIONS, unseal } from './certificate-vault.ts';
import { makeCertificates } from './fake-aeat.ts';

/**
 * The AEAT certificate is judged at upload, off the event loop: a file asking for more key
 * derivation than the cap, one signed by itself or without a NIF, and one OpenSSL cannot use are
 * refused in Spanish; an RC2-40 file (older exports) is rewritten so that sending works.
 */

const PASSWORD = 'clave-del-certificado';
const certs = makeCertificates('LUCIA ADIESTRA - 12345678Z', PASSWORD);
const dir = mkdtempSync(path.join(tmpdir(), 'adiestra-certificates-'));
let ctx: Awaited<ReturnType<typeof trainerTestApp<['Lucía']>>>;
let token: string;

/** A PKCS#12 of the test CA's certificate for Lucía, written by openssl with `options`. */
function opensslPfx(name: string, options: string[], keyPem = certs.clientKeyPem) {
  const key = path.join(dir, `${name}.key`);
  const cert = path.join(dir, `${name}.crt`);
  const out = path.join(dir, `${name}.p12`);
  writeFileSync(key, keyPem);
  if (!options.includes('-nocerts')) writeFileSync(cert, certs.clientCertPem);
  execFileSync('openssl', [
    'pkcs12',
    '-export',
    '-inkey',
    key,
    '-in',
    cert,
    '-passout',
    `pass:${PASSWORD}`,
    '-out',
    out,
    ...options,
  ]);
  return readFileSync(out);
}

/** A certificate signed by its own key, with a NIF in its name, as openssl req -x509 makes one. */
function selfSignedPfx() {
  const key = path.join(dir, 'self.key');
  const cert = path.join(dir, 'self.crt');
  execFileSync('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    key,
    '-out',
    cert,
    '-days',
    '365',
    '-subj',
    '/CN=LUCIA ADIESTRA - 12345678Z',
  ]);
  execFileSync('openssl', [
    'pkcs12',
    '-export',
    '-inkey',
    key,
    '-in',
    cert,
    '-passout',
    `pass:${PASSWORD}`,
    '-out',
    path.join(dir, 'self.p12'),
  ]);
  return readFileSync(path.join(dir, 'self.p12'));
}

/** Every iteration count `from` written as a DER INTEGER, replaced by `to` (same length). */
function withIterations(pfx: Buffer, from: number, to: number) {
  const hex = (n: number) => n.toString(16).padStart(6, '0');
  const find = `0203${hex(from)}`;
  const found = pfx.toString('hex').split(find).length - 1;
  expect(found).toBe(3); // the MAC, the key's and the certificates' encryption
  return Buffer.from(pfx.toString('hex').replaceAll(find, `0203${hex(to)}`), 'hex');
}

const upload = (pfx: Buffer, password = PASSWORD) =>
  ctx.api.put(
    '/api/invoices/aeat/certificate',
    { fileName: 'lucia.p12', contentBase64: pfx.toString('base64'), password },
    token,
  );
const storedCertificates = async () => {
  const rows: unknown = await ctx.t.app.db.execute(sql`select sealed from aeat_certificates`);
  return rows as { sealed: Buffer }[];
};

beforeAll(async () => {
  ctx = await trainerTestApp(['Lucía'] as const);
  token = ctx.trainers[0].token;
  return () => ctx.t.close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the AEAT certificate is judged at upload, off the event loop', () => {
  it('refuses in Spanish, before deriving a key, a file asking for millions of rounds', async () => {
    // 8,388,607 rounds in each of the three places: minutes of PBKDF2 in JavaScript.
    const costly = withIterations(opensslPfx('costly', ['-iter', '100000']), 100_000, 0x7fffff);
    const res = await upload(costly);
    // 400 with the field is the cap's answer; the time limit would answer 422 without it.
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(AEAT_MESSAGES.certificateTooCostly);
    expect(res.body.errors).toEqual({ file: AEAT_MESSAGES.certificateTooCostly });
    expect(await storedCertificates()).toHaveLength(0);
  });

  it('answers health while certificates at the cap are being opened', async () => {
    const atCap = opensslPfx('at-cap', ['-iter', String(MAX_PKCS12_ITERATIONS)]);
    let uploadsSettled = 0;
    const uploads = [upload(atCap), upload(atCap)].map((request) =>
      request.finally(() => {
        uploadsSettled += 1;
      }),
    );
    const health = await ctx.api.get('/api/health');
    expect(health.status).toBe(200);
    // Each of them costs forge a second or more of key derivation, in a worker.
    expect(uploadsSettled).toBe(0);
    for (const res of await Promise.all(uploads)) expect(res.status).toBe(200);
  });

  it('refuses a certificate signed by itself (not issued by an authority)', async () => {
    const res = await upload(selfSignedPfx());
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(AEAT_MESSAGES.certificateSelfSigned);
  });

  it('refuses a certificate whose holder carries no Spanish tax number', async () => {
    const company = makeCertificates('Adiestra Demo', PASSWORD);
    const res = await upload(company.clientPfx);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(AEAT_MESSAGES.certificateWithoutTaxId);
  });

  it('keeps an RC2-40 file (which OpenSSL 3 cannot open) rewritten in a form it can use', async () => {
    const legacy = opensslPfx('legacy', ['-legacy']);
    expect(() => createSecureContext({ pfx: legacy, passphrase: PASSWORD })).toThrow();
    await ctx.t.app.db.execute(sql`delete from aeat_certificates`);
    const res = await upload(legacy);
    expect(res.status).toBe(200);
    expect(res.body.data.certificate).toMatchObject({ holder: 'LUCIA ADIESTRA - 12345678Z' });
    const [row] = await storedCertificates();
    const kept = unseal(testConfig().jwtSecret, Buffer.from(row!.sealed));
    expect(() => createSecureContext({ pfx: kept.pfx, passphrase: PASSWORD })).not.toThrow();
  });

  it('refuses a file without a key or with a wrong password, as before', async () => {
    const noKey = await upload(opensslPfx('no-key', ['-nokeys']));
    expect(noKey.status).toBe(400);
    expect(noKey.body.message).toBe(AEAT_MESSAGES.certificateUnreadable);
    const wrong = await upload(certs.clientPfx, 'otra-clave');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(AEAT_MESSAGES.certificateUnreadable);
  });
});
