import { describe, expect, it } from 'vitest';
import { classPriceText } from './class-money.ts';
import { formatCents } from './money-format.ts';
import { ClassFormSchema, type ClassFormValues } from './classes.ts';

const form = (overrides: Partial<ClassFormValues> = {}): ClassFormValues => ({
  serviceId: '0190a4b1-7f2d-7c6e-9a1b-2c3d4e5f6a7b',
  date: '2026-12-01',
  time: '18:00',
  duration: '60',
  place: '',
  places: '6',
  minPlaces: '',
  price: '15,50',
  payment: 'price',
  repeatMode: 'none',
  repeat: { count: '6', until: '' },
  ...overrides,
});

describe('class money (decision 0084)', () => {
  it('reads the euros typed in es-ES into cents, and the way of paying', () => {
    const parsed = ClassFormSchema.parse(form({ price: '15,50', payment: 'bono_enrolment' }));
    expect(parsed).toMatchObject({ priceCents: 1550, payment: 'bono_enrolment' });
    expect(ClassFormSchema.parse(form({ price: '', payment: 'bono_attendance' }))).toMatchObject({
      priceCents: null,
      payment: 'bono_attendance',
    });
  });

  it('asks for a price when the class is paid by price, and refuses a price that is not one', () => {
    const missing = ClassFormSchema.safeParse(form({ price: '' }));
    expect(missing.error?.issues[0]).toMatchObject({
      path: ['price'],
      message: 'Indica el precio de la clase',
    });
    const wrong = ClassFormSchema.safeParse(form({ price: 'quince' }));
    expect(wrong.error?.issues[0]?.path).toEqual(['price']);
  });

  it('says what a place costs in one line', () => {
    // formatCents writes es-ES's non-breaking space before the euro sign.
    const fifteen = formatCents(1500);
    expect(fifteen).toMatch(/^15,00\s€$/);
    expect(classPriceText({ priceCents: 1500, payment: 'price' })).toBe(fifteen);
    expect(classPriceText({ priceCents: null, payment: 'price' })).toBe('Sin precio');
    expect(classPriceText({ priceCents: 1500, payment: 'bono_enrolment' })).toBe(
      `1 sesión de bono (o ${fifteen})`,
    );
    expect(classPriceText({ priceCents: null, payment: 'bono_attendance' })).toBe(
      'Solo con bono: 1 sesión de bono por clase asistida',
    );
  });

  it("names the course a course's class is included in, instead of a price of its own", () => {
    const course = { name: 'Cachorros, edición de enero' };
    expect(classPriceText({ priceCents: null, payment: 'price', course })).toBe(
      'Incluida en el curso «Cachorros, edición de enero»',
    );
    expect(classPriceText({ priceCents: null, payment: 'bono_attendance', course })).toBe(
      'Incluida en el curso «Cachorros, edición de enero» · 1 sesión de bono por clase asistida',
    );
    expect(classPriceText({ priceCents: null, payment: 'price', course: null })).toBe('Sin precio');
  });
});
