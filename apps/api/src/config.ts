import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { VERIFACTU_QR_BASES } from '@adiestra/shared';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * DATABASE_DIRECT_URL: the same database without a pooler in between, for LISTEN, migrations and
   * backups (session state PgBouncer's transaction mode would lose); defaults to DATABASE_URL.
   */
  databaseDirectUrl: string | undefined;
  /** DATABASE_REPLICA_URL: a streaming replica for the heavy reads (decision 0155); none by default. */
  databaseReplicaUrl: string | undefined;
  /** DATABASE_POOL_MODE: `transaction` behind PgBouncer's transaction pooling (no named statements). */
  databasePoolMode: DatabasePoolMode;
  jwtSecret: string;
  appUrl: string;
  smtpUrl: string | undefined;
  /** REDIS_URL: rate-limit counters kept there, shared by every process (DESIGN §6). */
  redisUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  rateLimits: boolean;
  /** SESSION_CACHE: `off` reads every request's session row (decision 0105); needs LISTEN when on. */
  sessionCache: boolean;
  trustProxy: boolean;
  webDist: string | undefined;
  release: string;
  /** TELEMETRY_RETENTION_DAYS: analytics events and error reports older than this are deleted. */
  telemetryRetentionDays: number;
  /** SENTRY_DSN: when set, error reports are also forwarded there (off by default). */
  sentryDsn: string | undefined;
  /** API_PROCESSES: how many API processes `npm start` runs on one port and one database. */
  apiProcesses: number;
  /** Sending records to the AEAT (issue 30.7, decision 0060). */
  aeat: AeatConfig;
}

export type DatabasePoolMode = 'session' | 'transaction';

function poolMode(env: NodeJS.ProcessEnv): DatabasePoolMode {
  const mode = env.DATABASE_POOL_MODE || 'session';
  if (mode !== 'session' && mode !== 'transaction') {
    throw new Error('DATABASE_POOL_MODE debe ser "session" o "transaction"');
  }
  return mode;
}

export const AEAT_URLS = {
  produccion:
    'https://www1.agenciatributaria.gob.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP',
  pruebas: 'https://prewww1.aeat.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP',
} as const;

export interface AeatConfig {
  /** AEAT_URL, or the address of AEAT_ENV (`pruebas` by default, `produccion`). */
  url: string;
  /** The QR's checking address (ValidarQR) of AEAT_ENV: where the invoices' records are. */
  qrBase: string;
  /** AEAT_TIMEOUT_MS: a message unanswered this long is a transport failure, retried. */
  timeoutMs: number;
  /** AEAT_CA_FILE: a PEM of extra trusted roots (a local fake of the AEAT); none by default. */
  ca: string | undefined;
  /** VERIFACTU_PRODUCER_NAME / _NIF: who produces the system (SistemaInformatico). */
  producerName: string;
  producerTaxId: string | undefined;
  /** VERIFACTU_PRODUCER_ADDRESS, _DECLARATION_PLACE, _DECLARATION_DATE: the declaración responsable. */
  producerAddress?: string | undefined;
  declarationPlace?: string | undefined;
  declarationDate?: string | undefined;
}

function declarationDate(given: string | undefined): string | undefined {
  if (!given) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(given)) {
    throw new Error('VERIFACTU_DECLARATION_DATE debe ser una fecha AAAA-MM-DD');
  }
  return given;
}

function aeatConfig(env: NodeJS.ProcessEnv): AeatConfig {
  const mode = env.AEAT_ENV ?? 'pruebas';
  if (mode !== 'pruebas' && mode !== 'produccion') {
    throw new Error('AEAT_ENV debe ser "pruebas" o "produccion"');
  }
  return {
    url: env.AEAT_URL || AEAT_URLS[mode],
    qrBase: VERIFACTU_QR_BASES[mode],
    timeoutMs: positiveInt(env, 'AEAT_TIMEOUT_MS', 30_000),
    ca: env.AEAT_CA_FILE ? readFileSync(env.AEAT_CA_FILE, 'utf8') : undefined,
    producerName: env.VERIFACTU_PRODUCER_NAME || 'Adiestra',
    producerTaxId: env.VERIFACTU_PRODUCER_NIF || undefined,
    producerAddress: env.VERIFACTU_PRODUCER_ADDRESS || undefined,
    declarationPlace: env.VERIFACTU_DECLARATION_PLACE || undefined,
    declarationDate: declarationDate(env.VERIFACTU_DECLARATION_DATE),
  };
}

const secretFile = 'jwt-secret';

/** JWT_SECRET when given; otherwise one generated once and kept in DATA_DIR (DESIGN §7). */
function resolveJwtSecret(dataDir: string, given: string | undefined): string {
  if (given) {
    if (given.length < 32) throw new Error('JWT_SECRET debe tener al menos 32 caracteres');
    return given;
  }
  const file = path.join(dataDir, secretFile);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (!value) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} debe ser un entero positivo`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  mkdirSync(dataDir, { recursive: true });
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseDirectUrl: env.DATABASE_DIRECT_URL || env.DATABASE_URL || undefined,
    databaseReplicaUrl: env.DATABASE_REPLICA_URL || undefined,
    databasePoolMode: poolMode(env),
    jwtSecret: resolveJwtSecret(dataDir, env.JWT_SECRET),
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Adiestra <no-reply@adiestra.local>',
    logLevel: env.LOG_LEVEL ?? 'info',
    rateLimits: env.RATE_LIMITS !== 'off',
    sessionCache: env.SESSION_CACHE !== 'off',
    trustProxy: env.TRUST_PROXY === 'true',
    webDist: env.WEB_DIST,
    release: env.RELEASE ?? 'dev',
    telemetryRetentionDays: positiveInt(env, 'TELEMETRY_RETENTION_DAYS', 90),
    sentryDsn: env.SENTRY_DSN || undefined,
    apiProcesses: positiveInt(env, 'API_PROCESSES', 1),
    aeat: aeatConfig(env),
  };
}
