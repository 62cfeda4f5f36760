import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  WAITLIST_MESSAGES,
  addDays,
  todayIn,
  type ClassDetail,
  type WaitlistEntry,
} from '@adiestra/shared';
import { fail, mockApi, ok, type MockRequest } from '@/testing/fetch-mock';
import { chooseOption, optionsRoutes } from '@/testing/options-mock';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { ClassWaitlist } from './class-waitlist';

const CLASS = '0190a000-0000-7000-8000-0000000000d1';
const CLIENT = '0190a000-0000-7000-8000-0000000000c1';
const entry = (n: number, dogName: string, extra: Partial<WaitlistEntry> = {}): WaitlistEntry => ({
  id: `0190a000-0000-7000-8000-0000000000a${n}`,
  clientId: CLIENT,
  clientName: 'Ana Pérez',
  dogId: `0190a000-0000-7000-8000-0000000000e${n}`,
  dogName,
  status: 'waiting',
  offerExpiresAt: null,
  ...extra,
});
const LUNA = entry(1, 'Luna');
const TOBY = entry(2, 'Toby');

const detail = (overrides: Partial<ClassDetail> = {}): ClassDetail => ({
  id: CLASS,
  seriesId: null,
  serviceId: '0190a000-0000-7000-8000-0000000000b1',
  serviceName: 'Clase de cachorros',
  color: '#7c3aed',
  date: addDays(todayIn(fakeAuth().user!.timeZone), 7),
  time: '18:00',
  duration: 60,
  priceCents: 1500,
  payment: 'price',
  course: null,
  place: 'Parque del Retiro',
  places: 1,
  minPlaces: null,
  enrolled: 1,
  offered: 0,
  minPlacesConfirmed: false,
  status: 'scheduled',
  roster: [],
  waitlist: [LUNA, TOBY],
  ...overrides,
});

function setup(routes: Parameters<typeof mockApi>[0] = {}, data = detail()) {
  mockApi({
    ...optionsRoutes(
      [{ id: CLIENT, label: 'Ana Pérez' }],
      [{ id: '0190a000-0000-7000-8000-0000000000e9', label: 'Nala', clientId: CLIENT }],
    ),
    ...routes,
  });
  renderWithProviders(<ClassWaitlist detail={data} />, { auth: fakeAuth() });
}

describe('ClassWaitlist', () => {
  it('lists the dogs in order and moves one up', async () => {
    const calls: MockRequest[] = [];
    setup({
      [`POST /api/classes/${CLASS}/waitlist/${TOBY.id}/move`]: (r) => {
        calls.push(r);
        return ok(detail({ waitlist: [TOBY, LUNA] }), WAITLIST_MESSAGES.moved);
      },
    });
    const list = screen.getByRole('list', { name: 'Lista de espera' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('1.Luna'),
      expect.stringContaining('2.Toby'),
    ]);
    expect(screen.getByRole('button', { name: 'Subir a Luna' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Bajar a Toby' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Subir a Toby' }));
    expect(await screen.findByText('Toby sube en la lista')).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({ direction: 'up' });
  });

  it('removes an entry only after confirming, and says an offer passes on', async () => {
    const calls: MockRequest[] = [];
    const offered = entry(1, 'Luna', {
      status: 'offered',
      offerExpiresAt: new Date().toISOString(),
    });
    setup(
      {
        [`POST /api/classes/${CLASS}/waitlist/${LUNA.id}/remove`]: (r) => {
          calls.push(r);
          return ok(detail({ waitlist: [TOBY] }), WAITLIST_MESSAGES.removed);
        },
      },
      detail({ enrolled: 0, offered: 1, waitlist: [offered, TOBY] }),
    );
    expect(screen.getByText(/Plaza ofrecida hasta/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Quitar a Luna de la lista' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quitar de la lista de espera' });
    expect(dialog).toHaveTextContent('pasará al siguiente');
    expect(calls).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Quitar' }));
    expect(await screen.findByText('Luna ya no está en la lista')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('enrols a waiting dog directly while a place is free (not held by an offer)', async () => {
    const calls: MockRequest[] = [];
    setup(
      {
        [`POST /api/classes/${CLASS}/enrolments`]: (r) => {
          calls.push(r);
          return ok(detail(), 'Perro apuntado a la clase', 201);
        },
      },
      detail({ places: 2 }),
    );
    expect(screen.queryByRole('form', { name: 'Añadir a la lista de espera' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Apuntar a Luna' }));
    expect(await screen.findByText('Luna apuntado a la clase')).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({ clientId: CLIENT, dogId: LUNA.dogId });
  });

  it('adds a client’s dog to a full class’s list, and shows a refusal in Spanish', async () => {
    const calls: MockRequest[] = [];
    setup({
      [`POST /api/classes/${CLASS}/waitlist`]: (r) => {
        calls.push(r);
        return calls.length === 1
          ? ok(detail(), WAITLIST_MESSAGES.joined, 201)
          : fail(409, 'CONFLICT', WAITLIST_MESSAGES.alreadyWaiting);
      },
    });
    expect(screen.queryByRole('button', { name: 'Apuntar a Luna' })).toBeNull();
    const form = screen.getByRole('form', { name: 'Añadir a la lista de espera' });
    await chooseOption(userEvent, /Cliente/, 'Ana Pérez');
    await chooseOption(userEvent, /Perro/, 'Nala');
    await userEvent.click(within(form).getByRole('button', { name: 'Añadir a la lista' }));
    expect(await screen.findByText('Apuntado a la lista de espera')).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({
      clientId: CLIENT,
      dogId: '0190a000-0000-7000-8000-0000000000e9',
    });
    await chooseOption(userEvent, /Perro/, 'Nala');
    await userEvent.click(within(form).getByRole('button', { name: 'Añadir a la lista' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      WAITLIST_MESSAGES.alreadyWaiting,
    );
  });

  it("points a course's class to the course's own waiting list", () => {
    setup(
      {},
      detail({ course: { id: CLIENT, name: 'Cachorros, edición de enero' }, waitlist: [] }),
    );
    expect(screen.getByText('Nadie en la lista de espera')).toBeInTheDocument();
    expect(
      screen.getByText(/esperan plaza en el curso «Cachorros, edición de enero»/),
    ).toHaveTextContent('en Clases › Cursos');
  });

  it('is not shown while places are free and nobody waits', () => {
    setup({}, detail({ places: 3, waitlist: [] }));
    expect(screen.queryByText('Lista de espera')).toBeNull();
  });
});
