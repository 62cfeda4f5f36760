import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  appUrl: string;
  smtpUrl: string | undefined;
  /** REDIS_URL: rate-limit counters kept there, shared by every process (DESIGN §6). */
  redisUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  rateLimits: boolean;
  trustProxy: boolean;
  webDist: string | undefined;
  release: string;
  /** TELEMETRY_RETENTION_DAYS: analytics events and error reports older than this are deleted. */
  telemetryRetentionDays: number;
  /** SENTRY_DSN: when set, error reports are also forwarded there (off by default). */
  sentryDsn: string | undefined;
  /** API_PROCESSES: how many API processes `npm start` runs on one port and one database. */
  apiProcesses: number;
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
    jwtSecret: resolveJwtSecret(dataDir, env.JWT_SECRET),
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Adiestra <no-reply@adiestra.local>',
    logLevel: env.LOG_LEVEL ?? 'info',
    rateLimits: env.RATE_LIMITS !== 'off',
    trustProxy: env.TRUST_PROXY === 'true',
    webDist: env.WEB_DIST,
    release: env.RELEASE ?? 'dev',
    telemetryRetentionDays: positiveInt(env, 'TELEMETRY_RETENTION_DAYS', 90),
    sentryDsn: env.SENTRY_DSN || undefined,
    apiProcesses: positiveInt(env, 'API_PROCESSES', 1),
  };
}
