import { describe, expect, it } from 'vitest';
import { readAnswer } from './aeat-client.ts';
import { answerOf, answerXsdErrors } from './fake-aeat.ts';

/**
 * Issue 30.7: the AEAT's answers as RespuestaSuministro.xsd defines them, validated against the
 * AEAT's schema, and read field by field.
 */

const message = {
  obligado: { NombreRazon: 'Lucía Adiestra Canina', NIF: '12345678Z' },
  records: [
    { kind: 'Alta' as const, issuerTaxId: '12345678Z', number: 'F2026-0001', date: '27-11-2026' },
    {
      kind: 'Anulacion' as const,
      issuerTaxId: '12345678Z',
      number: 'F2026-0002',
      date: '27-11-2026',
    },
  ],
};

describe('the AEAT answer (RespuestaSuministro.xsd)', () => {
  it.each(['Correcto', 'AceptadoConErrores', 'Incorrecto', 'Duplicado'] as const)(
    'the fake answers %s as the schema defines it',
    async (mode) => {
      expect(await answerXsdErrors(answerOf(mode, message, 60))).toEqual([]);
    },
  );

  it('the schema refuses an answer without the Cabecera sent', async () => {
    const answer = answerOf('Correcto', message, 60).replace(
      /<tikR:Cabecera>[\s\S]*<\/tikR:Cabecera>/,
      '',
    );
    expect((await answerXsdErrors(answer)).join(' ')).toContain('Cabecera');
  });

  it('reads CSV, TiempoEsperaEnvio, EstadoEnvio and each line with its IDFactura and Operacion', () => {
    expect(readAnswer(answerOf('AceptadoConErrores', message, 30))).toEqual({
      kind: 'answer',
      csv: 'A-TEST2CSV',
      waitSeconds: 30,
      status: 'ParcialmenteCorrecto',
      lines: [
        {
          kind: 'alta',
          issuerTaxId: '12345678Z',
          number: 'F2026-0001',
          date: '27-11-2026',
          status: 'AceptadoConErrores',
          errorCode: '2000',
          errorDescription: 'El cálculo de la huella suministrada es incorrecta',
          duplicate: null,
        },
        expect.objectContaining({ kind: 'anulacion', number: 'F2026-0002' }),
      ],
    });
  });

  it('reads a rejected message (no CSV) and the record a duplicate refers to', () => {
    const answer = readAnswer(answerOf('Duplicado', message, 0));
    expect(answer).toMatchObject({
      kind: 'answer',
      csv: null,
      waitSeconds: 0,
      status: 'Incorrecto',
    });
    expect(answer?.kind === 'answer' && answer.lines[0]).toMatchObject({
      status: 'Incorrecto',
      errorCode: '3000',
      duplicate: { status: 'Correcta', errorCode: null, errorDescription: null },
    });
  });

  it('reads a SOAP fault as the AEAT words it', () => {
    expect(readAnswer(answerOf('fault', message, 60))).toEqual({
      kind: 'fault',
      code: 'env:Client',
      message: 'Codigo[4102].El XML no cumple el esquema.',
    });
  });
});
