import { hash, verify } from '@node-rs/argon2';

// OWASP minimum for argon2id: m = 19 MiB, t = 2, p = 1 (DESIGN §6).
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, algorithm: 2 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** A real hash of nothing in particular, made once, so unknown e-mails cost a full verify too. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('contraseña-de-relleno-para-igualar-tiempos');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
