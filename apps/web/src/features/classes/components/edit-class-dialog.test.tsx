import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CLASS_MESSAGES, addDays, todayIn, type ClassDetail } from '@adiestra/shared';
import { fail, mockApi, ok, type MockRequest } from '@/testing/fetch-mock';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { ClassPage } from './class-page';

/** Issue 45, major 7: "Editar clase" on the class page, for one class or the following. */
const CLASS = '0190a000-0000-7000-8000-0000000000d8';
const today = todayIn(fakeAuth().user!.timeZone);
const detail = (overrides: Partial<ClassDetail> = {}): ClassDetail => ({
  id: CLASS,
  seriesId: '0190a000-0000-7000-8000-0000000000a8',
  serviceId: '0190a000-0000-7000-8000-0000000000b1',
  serviceName: 'Clase de cachorros',
  color: '#7c3aed',
  date: addDays(today, 9),
  time: '18:00',
  duration: 60,
  priceCents: 1500,
  payment: 'price',
  course: null,
  place: 'Parque del Retiro',
  places: 6,
  minPlaces: null,
  enrolled: 2,
  offered: 0,
  status: 'scheduled',
  minPlacesConfirmed: false,
  roster: [],
  waitlist: [],
  ...overrides,
});

function setup(current: ClassDetail, put?: (r: MockRequest) => ReturnType<typeof ok>) {
  const sent: MockRequest[] = [];
  mockApi({
    [`GET /api/classes/${CLASS}`]: () => ok(current),
    [`PUT /api/classes/${CLASS}`]: (r) => {
      sent.push(r);
      return put ? put(r) : ok(current, 'Clase actualizada');
    },
  });
  renderWithProviders(<ClassPage id={CLASS} />, { auth: fakeAuth() });
  return sent;
}

const dialog = () => within(screen.getByRole('dialog', { name: 'Editar clase' }));

describe('Editar clase', () => {
  it('moves this class and the following of its series, with its price, and says the owners are told', async () => {
    const sent = setup(detail());
    await userEvent.click(await screen.findByRole('button', { name: 'Editar clase' }));
    expect(
      dialog().getByText(/reciben un email con el calendario actualizado/),
    ).toBeInTheDocument();
    await userEvent.click(dialog().getByLabelText('Esta y las siguientes'));
    const time = dialog().getByLabelText(/^Hora/);
    await userEvent.clear(time);
    await userEvent.type(time, '19:30');
    const place = dialog().getByLabelText('Lugar');
    await userEvent.clear(place);
    await userEvent.type(place, 'Casa de Campo');
    const price = dialog().getByLabelText(/^Precio/);
    await userEvent.clear(price);
    await userEvent.type(price, '18');
    await userEvent.click(dialog().getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Clase y siguientes actualizadas')).toBeInTheDocument();
    expect(sent[0]!.body).toEqual({
      date: addDays(today, 9),
      time: '19:30',
      duration: 60,
      place: 'Casa de Campo',
      places: 6,
      minPlaces: null,
      priceCents: 1800,
      payment: 'price',
      scope: 'following',
    });
  });

  it("a course's class has no price of its own; a refusal is shown and the dialog stays", async () => {
    const sent = setup(
      detail({ course: { id: '0190a000-0000-7000-8000-0000000000c8', name: 'Obediencia' } }),
      () => fail(409, 'CONFLICT', CLASS_MESSAGES.belowEnrolled),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Editar clase' }));
    expect(dialog().getByText('Clase del curso «Obediencia»')).toBeInTheDocument();
    expect(dialog().queryByLabelText(/^Precio/)).toBeNull();
    const places = dialog().getByLabelText(/^Plazas/);
    await userEvent.clear(places);
    await userEvent.type(places, '1');
    await userEvent.click(dialog().getByRole('button', { name: 'Guardar cambios' }));
    expect(await dialog().findByRole('alert')).toHaveTextContent(CLASS_MESSAGES.belowEnrolled);
    expect(sent[0]!.body).not.toHaveProperty('priceCents');
    expect(sent[0]!.body).toMatchObject({ places: 1, scope: 'one' });
  });

  it('is not offered for a class already past', async () => {
    setup(detail({ date: addDays(today, -1) }));
    expect(await screen.findByRole('button', { name: 'Cancelar clase' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar clase' })).toBeNull();
  });
});
