import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CourseDetail as CourseDetailData, CourseEnrolment } from '@adiestra/shared';
import { mockApi, ok } from '@/testing/fetch-mock';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { CourseDetail } from './course-detail';

const COURSE = '0190a000-0000-7000-8000-0000000000d1';
const enrolment = (n: number, dogName: string, money: CourseEnrolment['money']) => ({
  id: `0190a000-0000-7000-8000-0000000000e${n}`,
  clientId: '0190a000-0000-7000-8000-0000000000c1',
  clientName: 'Ana Pérez',
  dogId: `0190a000-0000-7000-8000-0000000000f${n}`,
  dogName,
  priceCents: 12000,
  classesBought: 4,
  status: 'enrolled' as const,
  refunded: false,
  money,
  makeups: [],
});

const detail: CourseDetailData = {
  id: COURSE,
  name: 'Cachorros, edición de enero',
  serviceId: '0190a000-0000-7000-8000-0000000000b1',
  serviceName: 'Clase de cachorros',
  places: 6,
  minPlaces: null,
  priceCents: 12000,
  payment: 'bono_enrolment',
  lateJoin: false,
  makeupLimit: 0,
  classCount: 4,
  firstDate: '2027-01-12',
  lastDate: '2027-02-02',
  time: '18:00',
  place: null,
  enrolled: 3,
  classes: [],
  enrolments: [
    enrolment(1, 'Luna', { state: 'charged', cents: 12000, paidCents: 0, invoice: null }),
    enrolment(2, 'Toby', { state: 'bono', cents: null, paidCents: 0, invoice: null }),
    enrolment(3, 'Nala', {
      state: 'charged',
      cents: 12000,
      paidCents: 0,
      invoice: { id: '0190a000-0000-7000-8000-0000000000a9', number: 'F2027-0001' },
    }),
  ],
  waitlist: [],
};

describe('CourseDetail', () => {
  it('shows what each enrolment is charged or the bono that pays it, with the screen’s action', async () => {
    mockApi({ [`GET /api/courses/${COURSE}`]: () => ok(detail) });
    renderWithProviders(
      <CourseDetail
        id={COURSE}
        enrolmentAction={(e) =>
          e.money.state === 'charged' && !e.money.invoice ? (
            <button type="button">Facturar {e.dogName}</button>
          ) : null
        }
      />,
      { auth: fakeAuth() },
    );
    const list = await screen.findByRole('region', { name: 'Perros apuntados' });
    const [luna, toby, nala] = within(list).getAllByRole('listitem');
    expect(luna).toHaveTextContent(/Pendiente de cobro · 120,00\s€/);
    expect(within(luna!).getByRole('button', { name: 'Facturar Luna' })).toBeInTheDocument();
    expect(toby).toHaveTextContent('Bono');
    expect(within(toby!).queryByRole('button', { name: /Facturar/ })).toBeNull();
    expect(nala).toHaveTextContent(/Pendiente de cobro · 120,00\s€/);
    expect(nala).toHaveTextContent(/Facturada F2027-0001/);
    expect(within(nala!).queryByRole('button', { name: /Facturar/ })).toBeNull();
  });
});
