import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AEAT_URLS, loadConfig } from './config.ts';

/** Issue 30.7: the AEAT's production and test addresses are configuration, not code. */

const load = (env: NodeJS.ProcessEnv) =>
  loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'adiestra-config-')),
    JWT_SECRET: 'x'.repeat(32),
    ...env,
  });

describe('the AEAT address', () => {
  it("is the AEAT's test endpoint by default, its real one with AEAT_ENV=produccion", () => {
    expect(load({}).aeat.url).toBe(
      'https://prewww1.aeat.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP',
    );
    expect(AEAT_URLS.pruebas).toBe(load({}).aeat.url);
    expect(load({ AEAT_ENV: 'produccion' }).aeat.url).toBe(
      'https://www1.agenciatributaria.gob.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP',
    );
  });

  it('takes any address and time-out given, and refuses an unknown environment in Spanish', () => {
    const fake = 'https://127.0.0.1:8443/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP';
    expect(load({ AEAT_URL: fake, AEAT_TIMEOUT_MS: '5000' }).aeat).toMatchObject({
      url: fake,
      timeoutMs: 5000,
    });
    expect(() => load({ AEAT_ENV: 'real' })).toThrow('AEAT_ENV debe ser "pruebas" o "produccion"');
  });
});
