import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { createSecureContext } from 'node:tls';
import { AEAT_MESSAGES, taxIdKind } from '@adiestra/shared';
import forge from 'node-forge';
import { AppError } from '../../../lib/app-error.ts';
import { asBuffer, offThread } from '../../../lib/work-pool.ts';

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

/**
 * The most key-derivation rounds a certificate file may ask for (MAC and every encryption). The
 * tools that export them use 2,000–10,000; each round costs the same whatever the file's size, so
 * without a cap a 1.4 KB file held a thread for as long as it asked (decision 0114).
 */
export const MAX_PKCS12_ITERATIONS = 100_000;
const MAX_DEPTH = 40;

type Asn1 = forge.asn1.Asn1;
const { Type, Class } = forge.asn1;

/** The value of a DER INTEGER of at most 4 bytes, or Infinity for a longer one. */
function smallInteger(node: Asn1) {
  const bytes = node.value as string;
  if (bytes.length > 4) return Infinity;
  let value = 0;
  for (const char of bytes) value = value * 256 + char.charCodeAt(0);
  return value;
}

/**
 * The largest iteration count the file declares, read before any key is derived. PKCS#12 writes
 * every count right after its salt: MacData (macSalt, iterations), the PKCS#12 PBE parameters
 * (salt, iterations) and PBKDF2's (salt, iterationCount), so every INTEGER that follows an OCTET
 * STRING in a SEQUENCE is taken as one. The contents nested in OCTET STRINGs (the authenticated
 * safe, its SafeContents) are read the same way.
 */
function largestIterationCount(node: Asn1, depth = 0): number {
  if (depth > MAX_DEPTH) return Infinity;
  if (node.tagClass === Class.UNIVERSAL && node.type === Type.OCTETSTRING && !node.constructed) {
    const inner = decodeNested(node.value as string);
    return inner ? largestIterationCount(inner, depth + 1) : 0;
  }
  if (!Array.isArray(node.value)) return 0;
  const children = node.value;
  let largest = 0;
  children.forEach((child, i) => {
    const previous = children[i - 1];
    const isCount =
      node.type === Type.SEQUENCE &&
      child.tagClass === Class.UNIVERSAL &&
      child.type === Type.INTEGER &&
      previous?.tagClass === Class.UNIVERSAL &&
      previous.type === Type.OCTETSTRING;
    largest = Math.max(
      largest,
      isCount ? smallInteger(child) : 0,
      largestIterationCount(child, depth + 1),
    );
  });
  return largest;
}

/** DER inside an OCTET STRING, or null when its bytes are not DER (a salt, a ciphertext). */
function decodeNested(bytes: string) {
  if (bytes.length < 2 || bytes.charCodeAt(0) !== 0x30) return null;
  try {
    // forge reads every byte or throws (parseAllBytes is its default).
    return forge.asn1.fromDer(bytes);
  } catch {
    return null;
  }
}

const refuse = (message: string) =>
  new AppError('VALIDATION_ERROR', 400, message, { file: message });

/** A Spanish NIF, NIE or CIF in the subject: serialNumber, organizationIdentifier or the name. */
function taxIdOf(certificate: forge.pki.Certificate) {
  const candidates = /(?<![A-Z0-9])[A-Z0-9]\d{7}[A-Z0-9](?![A-Z0-9])/g;
  for (const attribute of certificate.subject.attributes) {
    if (typeof attribute.value !== 'string') continue;
    for (const [match] of attribute.value.toUpperCase().matchAll(candidates)) {
      if (taxIdKind(match)) return match;
    }
  }
  return null;
}

/** Whether Node's TLS (OpenSSL) can use the file as it will when sending. */
function usableForTls(pfx: Buffer, password: string) {
  try {
    createSecureContext({ pfx, passphrase: password });
    return true;
  } catch {
    return false;
  }
}

/**
 * A worker's task: the file read and judged as the AEAT and the sender will use it. Refused, in
 * Spanish: a file asking for more rounds than the cap (checked before deriving any key), a file
 * or password that does not open, a certificate signed by itself or without a Spanish tax number.
 * A file in a format OpenSSL 3 no longer opens (RC2-40, older Windows and browser exports) is
 * written again with 3DES, which it does, and that copy is kept; one that still fails is refused.
 */
export function inspectCertificateNow(pfxBytes: Uint8Array, password: string) {
  const pfx = asBuffer(pfxBytes);
  const der = forge.util.createBuffer(pfx.toString('binary'));
  let asn1: Asn1;
  try {
    asn1 = forge.asn1.fromDer(der);
  } catch {
    throw refuse(AEAT_MESSAGES.certificateUnreadable);
  }
  if (largestIterationCount(asn1) > MAX_PKCS12_ITERATIONS) {
    throw refuse(AEAT_MESSAGES.certificateTooCostly);
  }
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(asn1, password);
  } catch {
    throw refuse(AEAT_MESSAGES.certificateUnreadable);
  }
  const bagsOf = (type: string) => p12.getBags({ bagType: type })[type] ?? [];
  const key = bagsOf(forge.pki.oids.pkcs8ShroudedKeyBag!)[0]?.key;
  const certificates = bagsOf(forge.pki.oids.certBag!).flatMap((bag) => bag.cert ?? []);
  // The holder's certificate is the one of the key; the others are its chain.
  const own =
    certificates.find(
      (cert) => key && (cert.publicKey as forge.pki.rsa.PublicKey).n.equals(key.n),
    ) ?? certificates[0];
  if (!own || !key) throw refuse(AEAT_MESSAGES.certificateUnreadable);
  if (own.isIssuer(own)) throw refuse(AEAT_MESSAGES.certificateSelfSigned);
  if (!taxIdOf(own)) throw refuse(AEAT_MESSAGES.certificateWithoutTaxId);
  let usable = pfx;
  if (!usableForTls(pfx, password)) {
    const chain = [own, ...certificates.filter((cert) => cert !== own)];
    const rewritten = forge.pkcs12.toPkcs12Asn1(key, chain, password, { algorithm: '3des' });
    usable = Buffer.from(forge.asn1.toDer(rewritten).getBytes(), 'binary');
    if (!usableForTls(usable, password)) throw refuse(AEAT_MESSAGES.certificateUnusable);
  }
  const fieldText = (name: string) => {
    const value = (own.subject.getField(name) as { value?: unknown } | null)?.value;
    return typeof value === 'string' ? value : null;
  };
  return {
    holder: fieldText('CN') ?? fieldText('O') ?? 'Certificado',
    validUntil: own.validity.notAfter,
    pfx: new Uint8Array(usable),
  };
}

/** inspectCertificateNow in a worker thread: deriving keys never holds the event loop. */
export async function inspectCertificate(pfx: Buffer, password: string) {
  const read = await offThread<typeof inspectCertificateNow>(
    'inspectCertificate',
    { timeoutMs: 20_000, tooHeavy: AEAT_MESSAGES.certificateTooCostly },
    pfx,
    password,
  );
  return { ...read, pfx: asBuffer(read.pfx) };
}
