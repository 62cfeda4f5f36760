import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

/**
 * The trainer's PKCS#12 certificate at rest (issue 30.7, decision 0060): the file and its password
 * sealed together with AES-256-GCM. The key is derived with HKDF-SHA-256 from the server secret
 * (JWT_SECRET or the one kept in DATA_DIR) and a fixed context, so a database copy alone opens
 * nothing. Layout: 12-byte IV ‖ 16-byte tag ‖ ciphertext of JSON {pfx, password}.
 */

const CONTEXT = 'adiestra/aeat-certificate/v1';

const keyFrom = (secret: string) =>
  Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), CONTEXT, 32));

export function seal(secret: string, pfx: Buffer, password: string) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(secret), iv);
  const plain = Buffer.from(JSON.stringify({ pfx: pfx.toString('base64'), password }), 'utf8');
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

export function unseal(secret: string, sealed: Buffer) {
  const decipher = createDecipheriv('aes-256-gcm', keyFrom(secret), sealed.subarray(0, 12));
  decipher.setAuthTag(sealed.subarray(12, 28));
  const plain = Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]);
  const { pfx, password } = JSON.parse(plain.toString('utf8')) as { pfx: string; password: string };
  return { pfx: Buffer.from(pfx, 'base64'), password };
}

/** Who the certificate names and until when, or null when the file or password is wrong. */
export function readCertificate(pfx: Buffer, password: string) {
  try {
    const p12 = forge.pkcs12.pkcs12FromAsn1(
      forge.asn1.fromDer(forge.util.createBuffer(pfx.toString('binary'))),
      password,
    );
    const bagsOf = (type: string) => p12.getBags({ bagType: type })[type] ?? [];
    const certificate = bagsOf(forge.pki.oids.certBag!)[0]?.cert;
    if (!certificate || bagsOf(forge.pki.oids.pkcs8ShroudedKeyBag!).length === 0) return null;
    const subject = certificate.subject;
    const fieldText = (name: string) => {
      const value = (subject.getField(name) as { value?: unknown } | null)?.value;
      return typeof value === 'string' ? value : null;
    };
    const holder = fieldText('CN') ?? fieldText('O') ?? 'Certificado';
    return { holder, validUntil: certificate.validity.notAfter };
  } catch {
    return null;
  }
}
