import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addDays, todayIn, type ClassDetail } from '@adiestra/shared';
import { mockApi, ok, type MockRequest } from '@/testing/fetch-mock';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { ClassPage } from './class-page';

const CLASS = '0190a000-0000-7000-8000-0000000000d7';
const today = todayIn(fakeAuth().user!.timeZone);
const detail = (overrides: Partial<ClassDetail> = {}): ClassDetail => ({
  id: CLASS,
  seriesId: null,
  serviceId: '0190a000-0000-7000-8000-0000000000b1',
  serviceName: 'Clase de cachorros',
  color: '#7c3aed',
  date: addDays(today, 2),
  time: '18:00',
  duration: 60,
  priceCents: 1500,
  payment: 'price',
  course: null,
  place: 'Parque del Retiro',
  places: 6,
  minPlaces: 3,
  enrolled: 1,
  offered: 0,
  status: 'scheduled',
  minPlacesConfirmed: false,
  roster: [],
  waitlist: [],
  ...overrides,
});

describe('ClassPage, below its minimum (decision 0079)', () => {
  it('asks to confirm or cancel, and stops asking once confirmed', async () => {
    const calls: MockRequest[] = [];
    let current = detail();
    mockApi({
      [`GET /api/classes/${CLASS}`]: () => ok(current),
      [`POST /api/classes/${CLASS}/confirm-minimum`]: (r) => {
        calls.push(r);
        current = detail({ minPlacesConfirmed: true });
        return ok(current, 'Clase confirmada');
      },
    });
    renderWithProviders(<ClassPage id={CLASS} />, { auth: fakeAuth() });
    const prompt = await screen.findByRole('group', { name: 'Por debajo del mínimo' });
    expect(prompt).toHaveTextContent('Por debajo del mínimo: confirma o cancela.');
    expect(prompt).toHaveTextContent('1 perro apuntado de un mínimo de 3.');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Confirmar igualmente' }));
    expect(await screen.findByText('Clase confirmada')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Por debajo del mínimo' })).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('does not ask about a class further away than the days of the rule', async () => {
    mockApi({ [`GET /api/classes/${CLASS}`]: () => ok(detail({ date: addDays(today, 3) })) });
    renderWithProviders(<ClassPage id={CLASS} />, { auth: fakeAuth() });
    expect(await screen.findByText('3 perros')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Por debajo del mínimo' })).toBeNull();
  });
});

describe("ClassPage, a course's class (decision 0099)", () => {
  it('says which course the class is included in, and that each dog is charged with it', async () => {
    const place = {
      id: '0190a000-0000-7000-8000-0000000000f7',
      clientId: '0190a000-0000-7000-8000-0000000000c7',
      clientName: 'Ana Pérez',
      clientPhone: null,
      dogId: '0190a000-0000-7000-8000-0000000000e7',
      dogName: 'Kira',
      dogNotes: null,
      attended: false,
      vaccineAlerts: [],
      money: { state: 'course' as const, cents: null, paidCents: 0, invoice: null },
    };
    mockApi({
      [`GET /api/classes/${CLASS}`]: () =>
        ok(
          detail({
            priceCents: null,
            course: {
              id: '0190a000-0000-7000-8000-0000000000a7',
              name: 'Cachorros, edición de enero',
            },
            roster: [place],
          }),
        ),
    });
    renderWithProviders(<ClassPage id={CLASS} />, { auth: fakeAuth() });
    expect(
      await screen.findByText('Incluida en el curso «Cachorros, edición de enero»'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Sin precio')).toBeNull();
    const kira = within(screen.getByRole('list', { name: 'Perros apuntados' })).getByRole(
      'listitem',
    );
    expect(kira).toHaveTextContent('Se cobra con el curso');
    expect(kira).not.toHaveTextContent('Sin cargo');
  });
});

describe('ClassPage, cancelling (issue 45)', () => {
  it('offers one "Cancelar clase", even below its minimum, and sends the reason typed', async () => {
    const calls: MockRequest[] = [];
    let current = detail();
    mockApi({
      [`GET /api/classes/${CLASS}`]: () => ok(current),
      [`POST /api/classes/${CLASS}/cancel`]: (r) => {
        calls.push(r);
        current = detail({ status: 'cancelled' });
        return ok(current, 'Clase cancelada');
      },
    });
    renderWithProviders(<ClassPage id={CLASS} />, { auth: fakeAuth() });
    await screen.findByRole('group', { name: 'Por debajo del mínimo' });
    const buttons = screen.getAllByRole('button', { name: /cancelar/i });
    expect(buttons).toHaveLength(1);
    await userEvent.click(buttons[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar clase' });
    await userEvent.type(within(dialog).getByLabelText(/Motivo/), 'Previsión de tormenta');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar clase' }));
    expect(await screen.findByText('Cancelada')).toBeInTheDocument();
    expect(calls.map((c) => c.body)).toEqual([{ reason: 'Previsión de tormenta' }]);
  });

  it('cancels with no reason when none is typed', async () => {
    const calls: MockRequest[] = [];
    mockApi({
      [`GET /api/classes/${CLASS}`]: () => ok(detail({ minPlaces: null })),
      [`POST /api/classes/${CLASS}/cancel`]: (r) => {
        calls.push(r);
        return ok(detail({ status: 'cancelled' }), 'Clase cancelada');
      },
    });
    renderWithProviders(<ClassPage id={CLASS} />, { auth: fakeAuth() });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar clase' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar clase' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar clase' }));
    await screen.findByText('Clase cancelada');
    expect(calls.map((c) => c.body)).toEqual([{ reason: null }]);
  });
});
