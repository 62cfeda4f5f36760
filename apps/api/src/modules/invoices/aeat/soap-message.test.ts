import { cleanTypedText } from '@adiestra/shared';
import { describe, expect, it } from 'vitest';
import { xsdErrors } from './fake-aeat.ts';
import { MAX_RECORDS_PER_MESSAGE, buildRegFactu, type SoapRecord } from './soap-message.ts';

/**
 * Issue 30.7: a message carries at most 1,000 records, the limit of the AEAT's SuministroLR.xsd
 * (RegistroFactura maxOccurs 1000). The records' own fields are validated from real payloads in
 * invoice-regimes.test.ts and aeat-sending.test.ts.
 */

const issuer = { name: 'Lucía Adiestra Canina', taxId: '12345678Z' };
const producer = { name: 'Adiestra Software SL', taxId: 'B12345674' };

/** An F2 record of issue as registro.service.ts stores it, numbered `n`. */
const alta = (n: number): SoapRecord => ({
  kind: 'alta',
  payload: {
    IDVersion: '1.0',
    IDFactura: {
      IDEmisorFactura: issuer.taxId,
      NumSerieFactura: `F-${String(n).padStart(4, '0')}`,
      FechaExpedicionFactura: '27-11-2026',
    },
    NombreRazonEmisor: issuer.name,
    TipoFactura: 'F2',
    DescripcionOperacion: 'Bono de 5 sesiones de Adiestramiento',
    Desglose: [
      {
        Impuesto: '01',
        ClaveRegimen: '01',
        CalificacionOperacion: 'S1',
        TipoImpositivo: '21.00',
        CuotaRepercutida: '7.90',
        BaseImponibleOimporteNoSujeto: '37.60',
      },
    ],
    CuotaTotal: '7.90',
    ImporteTotal: '45.50',
    Encadenamiento: { PrimerRegistro: 'S' },
    SistemaInformatico: {
      NombreRazon: 'Adiestra',
      NombreSistemaInformatico: 'Adiestra',
      IdSistemaInformatico: 'AD',
      Version: '1.0',
      NumeroInstalacion: '0190a0a0-0000-7000-8000-000000000000',
      TipoUsoPosibleSoloVerifactu: 'S',
      TipoUsoPosibleMultiOT: 'S',
      IndicadorMultiplesOT: 'N',
    },
    FechaHoraHusoGenRegistro: '2026-11-27T10:00:00+01:00',
    TipoHuella: '01',
    Huella: 'A'.repeat(64),
  },
});

const records = (count: number) => Array.from({ length: count }, (_, i) => alta(i + 1));

describe('a message to the AEAT (SuministroLR.xsd)', () => {
  it('holds up to 1,000 records, and the schema agrees', async () => {
    expect(MAX_RECORDS_PER_MESSAGE).toBe(1000);
    const full = buildRegFactu(issuer, producer, records(1000));
    expect(full.match(/<sfLR:RegistroFactura>/g)).toHaveLength(1000);
    expect(await xsdErrors(full)).toEqual([]);
  });

  it('refuses to build a message of 1,001 records, or of none, which the schema would reject', async () => {
    expect(() => buildRegFactu(issuer, producer, records(1001))).toThrow(
      'Un envío lleva de 1 a 1000 registros',
    );
    expect(() => buildRegFactu(issuer, producer, [])).toThrow();
    // The schema's own limit: one more record than the builder allows is invalid.
    const full = buildRegFactu(issuer, producer, records(1000));
    const extra = full.replace(
      '</sfLR:RegFactuSistemaFacturacion>',
      `${/<sfLR:RegistroFactura>[\s\S]*?<\/sfLR:RegistroFactura>/.exec(full)![0]}</sfLR:RegFactuSistemaFacturacion>`,
    );
    expect((await xsdErrors(extra)).join(' ')).toMatch(/RegistroFactura/);
  });

  it('writes a record stored with control or bidi characters as valid XML, beside the others', async () => {
    // Records kept from before texts were cleaned on writing: one of them must not fail the batch.
    const dirty = alta(2);
    dirty.payload = {
      ...dirty.payload,
      NombreRazonEmisor: 'Lucía\u0007 Adiestra\u202e Canina',
      DescripcionOperacion: 'Bono\u001b de 5\u0085 sesiones\u2066 de \ud83dAdiestramiento',
      Destinatarios: [{ NombreRazon: 'Perros\u0000 Felices\u0008 SL', NIF: 'B12345674' }],
    };
    const message = buildRegFactu({ ...issuer, name: 'Lucía\u0001 Adiestra' }, producer, [
      alta(1),
      dirty,
      alta(3),
    ]);
    expect(await xsdErrors(message)).toEqual([]);
    expect(message.match(/<sfLR:RegistroFactura>/g)).toHaveLength(3);
    expect(message).toContain('<sf:NombreRazonEmisor>Lucía Adiestra Canina</sf:NombreRazonEmisor>');
    expect(message).toContain(
      '<sf:DescripcionOperacion>Bono de 5 sesiones de Adiestramiento</sf:DescripcionOperacion>',
    );
    expect(message).toContain('<sf:NombreRazon>Perros Felices SL</sf:NombreRazon>');
    expect(cleanTypedText(message)).toBe(message);
  });
});
