import { createRecord, type ApiClient } from './api-client.ts';

/** A valid PUT /api/invoices/profile body (issue 30.1): IVA 21 %, no IRPF, series F and R. */
export const fiscalProfileBody = (name = 'Lucía Adiestra Canina') => ({
  name,
  taxId: '12345678Z',
  address: 'Calle Mayor 1',
  postalCode: '28013',
  city: 'Madrid',
  province: 'Madrid',
  regime: 'iva',
  irpfRate: 0,
  series: 'F',
  rectifySeries: 'R',
});

/** A bono template of the trainer's (by default 5 sessions of a 30 € service, 60 €); its id. */
export async function bonoTemplate(
  api: ApiClient,
  token: string,
  terms = { sessions: 5, priceCents: 6000, validityDays: 90 },
): Promise<string> {
  const service = await createRecord(
    api,
    '/api/services',
    {
      name: 'Adiestramiento',
      description: null,
      duration: 60,
      priceCents: 3000,
      kind: 'individual',
      isPublic: false,
      color: '#2563eb',
    },
    token,
  );
  const template = await createRecord(
    api,
    '/api/bonos/templates',
    { serviceId: service.id, ...terms },
    token,
  );
  return template.id as string;
}

/**
 * A new client of the trainer (`client`: its fields) sold a bono of `templateId` on `on`, and
 * `pay(cents)`, which records a payment for it that day and gives its id: what invoices bill.
 */
export async function bonoBuyer(
  api: ApiClient,
  token: string,
  { templateId, on, client }: { templateId: string; on: string; client: object },
) {
  const { id: clientId } = await createRecord<{ id: string }>(api, '/api/clients', client, token);
  const { id: bonoId } = await createRecord<{ id: string }>(
    api,
    '/api/bonos',
    { templateId, clientId, soldOn: on },
    token,
  );
  const pay = async (cents: number) =>
    (
      await createRecord<{ id: string }>(
        api,
        '/api/payments',
        { target: 'bono', targetId: bonoId, amountCents: cents, method: 'transfer', paidOn: on },
        token,
      )
    ).id;
  return { clientId, bonoId, pay };
}
