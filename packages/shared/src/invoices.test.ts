import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FiscalProfileInputSchema,
  RectifyInvoiceInputSchema,
  INVOICE_MESSAGES,
  rectifiedTotalCents,
  rectifyInvoiceFormSchema,
  rectifyTotalIssue,
  aeatAmount,
  aeatDate,
  splitGross,
  percentOf,
  verifactuQrUrl,
  VERIFACTU_QR_BASES,
} from './invoices.ts';
import { MAX_AMOUNT_CENTS } from './money-format.ts';

describe('splitGross', () => {
  it('splits 121 € at 21 % into 100 € and 21 €', () => {
    expect(splitGross(12100, 21)).toEqual({
      baseCents: 10000,
      taxCents: 2100,
      irpfCents: 0,
      totalCents: 12100,
    });
    expect(splitGross(5000, 0)).toEqual({
      baseCents: 5000,
      taxCents: 0,
      irpfCents: 0,
      totalCents: 5000,
    });
  });

  it('gives 10 € at 21 % the cuota 1,73 of its base 8,26 and bills 9,99: the total moves, not the cuota', () => {
    expect(splitGross(1000, 21)).toEqual({
      baseCents: 826,
      taxCents: 173,
      irpfCents: 0,
      totalCents: 999,
    });
    // A refund by differences moves towards zero too: it never takes back more than typed.
    expect(splitGross(-1000, 21)).toEqual({
      baseCents: -826,
      taxCents: -173,
      irpfCents: 0,
      totalCents: -999,
    });
  });

  it('withholds IRPF on the base so that the client pays exactly the price when it can', () => {
    // 60 € paid by a business client, IVA 21 %, IRPF 15 %: base 56,60 · IVA 11,89 · IRPF 8,49.
    expect(splitGross(6000, 21, 15)).toEqual({
      baseCents: 5660,
      taxCents: 1189,
      irpfCents: 849,
      totalCents: 6849,
    });
    expect(splitGross(6000, 21)).toEqual({
      baseCents: 4959,
      taxCents: 1041,
      irpfCents: 0,
      totalCents: 6000,
    });
  });

  it('always has the cuota and withholding of base × rate, the amount within a cent below what was received', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        fc.constantFrom(0, 7, 21),
        fc.constantFrom(0, 7, 15),
        (gross, rate, irpf) => {
          const split = splitGross(gross, rate, irpf);
          const received = split.baseCents + split.taxCents - split.irpfCents;
          expect(Math.abs(gross) - Math.abs(received)).toBeGreaterThanOrEqual(0);
          expect(Math.abs(gross) - Math.abs(received)).toBeLessThanOrEqual(1);
          if (received !== 0) expect(Math.sign(received)).toBe(Math.sign(gross));
          expect(split.totalCents).toBe(split.baseCents + split.taxCents);
          expect(split.taxCents).toBe(percentOf(split.baseCents, rate));
          expect(split.irpfCents).toBe(percentOf(split.baseCents, irpf));
        },
      ),
    );
  });
});

describe('the AEAT formats', () => {
  it('writes amounts with a point and two decimals, dates as dd-mm-yyyy', () => {
    expect(aeatAmount(12345)).toBe('123.45');
    expect(aeatAmount(-5)).toBe('-0.05');
    expect(aeatAmount(0)).toBe('0.00');
    expect(aeatDate('2026-01-09')).toBe('09-01-2026');
  });

  it('builds the QR address with its four parameters in order, URL-encoded', () => {
    expect(
      verifactuQrUrl(VERIFACTU_QR_BASES.produccion, {
        taxId: '89890001K',
        number: 'F+1/2',
        date: '01-01-2024',
        amount: '123.45',
      }),
    ).toBe(
      'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=89890001K&numserie=F%2B1%2F2&fecha=01-01-2024&importe=123.45',
    );
  });
});

describe('the fiscal profile', () => {
  const valid = {
    name: 'Lucía Adiestra',
    taxId: '12345678z',
    address: 'Calle Mayor 1',
    postalCode: '28013',
    city: 'Madrid',
    province: 'Madrid',
    regime: 'iva',
    irpfRate: 0,
    series: 'f',
    rectifySeries: 'R',
  } as const;

  it('normalises the NIF and the series', () => {
    const parsed = FiscalProfileInputSchema.parse(valid);
    expect(parsed.taxId).toBe('12345678Z');
    expect(parsed.series).toBe('F');
  });

  it('refuses a series that starts or ends in a hyphen, which would number "2026--0001"', () => {
    const message = (series: string) =>
      FiscalProfileInputSchema.safeParse({ ...valid, series }).error?.issues[0]?.message;
    expect(message('2026-')).toBe(INVOICE_MESSAGES.seriesHyphen);
    expect(message('-F')).toBe(INVOICE_MESSAGES.seriesHyphen);
    expect(message('2026-A')).toBeUndefined();
  });

  it('refuses a wrong check letter, a bad postal code and equal series, in Spanish', () => {
    const result = FiscalProfileInputSchema.safeParse({
      ...valid,
      taxId: '12345678A',
      postalCode: '280',
      rectifySeries: 'F',
    });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^taxId: El NIF, NIE o CIF no es válido/),
        'postalCode: El código postal debe tener 5 cifras',
      ]),
    );
  });
});

describe('the rectify form', () => {
  const base = { reason: 'R1', method: 'I', description: 'Descuento' } as const;
  const form = rectifyInvoiceFormSchema(1500);
  it('reads a negative difference and a corrected total as cents', () => {
    expect(form.parse({ ...base, amount: '-12,50' }).totalCents).toBe(-1250);
    expect(form.parse({ ...base, method: 'S', amount: '60,5' }).totalCents).toBe(6050);
  });
  it('refuses a zero difference, a negative substitution and text, in Spanish', () => {
    const message = (input: object) =>
      form.safeParse({ ...base, ...input }).error?.issues[0]?.message;
    expect(message({ amount: '0' })).toBe('La rectificación por diferencias no puede ser de 0 €');
    expect(message({ method: 'S', amount: '-5' })).toBe(
      'El importe corregido no puede ser negativo',
    );
    expect(message({ amount: 'mucho' })).toMatch(/importe en euros/);
  });
  it("refuses a difference that takes the invoice below 0 € or past the largest amount, with the API's message", () => {
    const message = (amount: string) =>
      form.safeParse({ ...base, amount }).error?.issues[0]?.message;
    expect(message('-10000')).toBe(INVOICE_MESSAGES.rectifyBelowZero(1500));
    expect(message('-15,01')).toBe(INVOICE_MESSAGES.rectifyBelowZero(1500));
    expect(message('-15')).toBeUndefined();
    expect(
      rectifyInvoiceFormSchema(MAX_AMOUNT_CENTS).safeParse({ ...base, amount: '0,01' }).error
        ?.issues[0]?.message,
    ).toBe(INVOICE_MESSAGES.rectifyAboveMax);
  });
});

describe('the bounds of a rectificativa', () => {
  it('keeps the corrected total between 0 € and the largest amount', () => {
    expect(rectifiedTotalCents(1500, { method: 'I', totalCents: -1000 })).toBe(500);
    expect(rectifiedTotalCents(1500, { method: 'S', totalCents: 900 })).toBe(900);
    expect(rectifyTotalIssue(1500, { method: 'I', totalCents: -1_000_000 })).toMatch(
      /^La rectificación no puede dejar la factura por debajo de 0 €: puedes restar como mucho 15,00\s€, su total actual$/,
    );
    expect(rectifyTotalIssue(1500, { method: 'I', totalCents: -1500 })).toBeNull();
    expect(rectifyTotalIssue(1500, { method: 'S', totalCents: 0 })).toBeNull();
    expect(rectifyTotalIssue(1500, { method: 'I', totalCents: MAX_AMOUNT_CENTS })).toBe(
      INVOICE_MESSAGES.rectifyAboveMax,
    );
  });
  it('refuses the same amounts in the API body', () => {
    const body = { reason: 'R4', method: 'I', totalCents: 0, description: 'x' } as const;
    expect(RectifyInvoiceInputSchema.safeParse(body).error?.issues[0]).toMatchObject({
      path: ['totalCents'],
      message: INVOICE_MESSAGES.rectifyZero,
    });
    expect(
      RectifyInvoiceInputSchema.safeParse({ ...body, method: 'S', totalCents: -1 }).error?.issues[0]
        ?.message,
    ).toBe(INVOICE_MESSAGES.rectifyNegative);
  });
});
