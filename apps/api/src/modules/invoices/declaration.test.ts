import { VERIFACTU_SYSTEM } from '@adiestra/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig, trainerTestApp } from '../../test/test-app.ts';

/** Issue 30: the declaración responsable is shown in the software, for this version. */
describe('GET /api/invoices/declaration', () => {
  const apps: { close: () => Promise<void> }[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });
  const open = async (aeat: Partial<ReturnType<typeof testConfig>['aeat']>) => {
    const ctx = await trainerTestApp(['Ana'], { aeat: { ...testConfig().aeat, ...aeat } });
    apps.push(ctx.t);
    return ctx;
  };

  it('is not signed while the producer’s data is missing, and says which', async () => {
    const { api, trainers } = await open({});
    const res = await api.get('/api/invoices/declaration', trainers[0].token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      signed: false,
      missing: [
        'VERIFACTU_PRODUCER_NIF',
        'VERIFACTU_PRODUCER_ADDRESS',
        'VERIFACTU_DECLARATION_PLACE',
        'VERIFACTU_DECLARATION_DATE',
      ],
      system: { name: VERIFACTU_SYSTEM.name, id: VERIFACTU_SYSTEM.id },
    });
  });

  it('is signed with the producer, the version, the place and the date once configured', async () => {
    const { api, trainers } = await open({
      producerName: 'Adiestra Software S.L.',
      producerTaxId: 'B12345674',
      producerAddress: 'Calle Mayor 1, 28013 Madrid',
      declarationPlace: 'Madrid',
      declarationDate: '2026-11-27',
    });
    const res = await api.get('/api/invoices/declaration', trainers[0].token);
    expect(res.body.data).toEqual({
      signed: true,
      missing: [],
      system: {
        name: VERIFACTU_SYSTEM.name,
        id: VERIFACTU_SYSTEM.id,
        version: VERIFACTU_SYSTEM.version,
      },
      producer: {
        name: 'Adiestra Software S.L.',
        taxId: 'B12345674',
        address: 'Calle Mayor 1, 28013 Madrid',
      },
      signedAt: { place: 'Madrid', date: '2026-11-27' },
    });
  });

  it('is for signed-in trainers only', async () => {
    const { api } = await open({});
    expect((await api.get('/api/invoices/declaration')).status).toBe(401);
  });
});
