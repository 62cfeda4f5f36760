import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NO_REQUIREMENTS, type Service, type ServiceTrainers } from '@adiestra/shared';
import { deferred, mockApi, ok, type MockRequest, type MockRoutes } from '@/testing/fetch-mock';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { makeStaffMember } from '../test-fixtures';
import { ServiceFormDialog } from './service-form-dialog';

const VISIT: Service = {
  id: '0190a000-0000-7000-8000-0000000000e7',
  name: 'Visita a domicilio',
  description: null,
  duration: 60,
  priceCents: 5000,
  kind: 'individual',
  isPublic: true,
  homeVisit: true,
  color: '#2563eb',
  requirements: NO_REQUIREMENTS,
};

const LAURA = makeStaffMember(1, 'Laura Gómez', 'titular');
const MARCOS = makeStaffMember(2, 'Marcos Ruiz', 'adiestrador');
const SARA = makeStaffMember(3, 'Sara Vidal', 'adiestrador');
const PILAR = makeStaffMember(4, 'Pilar Sanz', 'recepcion');
const TRAINERS_PATH = `/api/services/${VISIT.id}/trainers`;

/** GET /api/staff answering these members (the one-trainer business: the titular and recepción). */
const staffRoute = (members = [LAURA, PILAR]): MockRoutes => ({
  'GET /api/staff': () => ok({ members, invitations: [] }),
});

/**
 * A school of three trainers and a receptionist, editing VISIT given as `current` says; `puts`
 * collects the bodies of PUT …/trainers.
 */
function renderSchoolEdit(current: ServiceTrainers, routes: MockRoutes = {}) {
  const puts: unknown[] = [];
  const fetchMock = mockApi({
    ...staffRoute([LAURA, MARCOS, SARA, PILAR]),
    [`GET ${TRAINERS_PATH}`]: () => ok(current),
    [`PUT /api/services/${VISIT.id}`]: (r) => ok({ ...VISIT, ...(r.body as object) }),
    [`PUT ${TRAINERS_PATH}`]: (r) => {
      puts.push(r.body);
      return ok(current);
    },
    ...routes,
  });
  const onClose = vi.fn();
  renderWithProviders(<ServiceFormDialog service={VISIT} onClose={onClose} />, {
    auth: fakeAuth(),
  });
  return { onClose, puts, fetchMock };
}

const box = (name: string) => screen.getByRole('checkbox', { name });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));

/** Edits RESTRICTED: clicks these boxes once its list is in, saves, and answers the PUT bodies. */
async function toggleAndSave(...names: string[]) {
  const { onClose, puts } = renderSchoolEdit(RESTRICTED);
  await waitFor(() => expect(box('Laura Gómez')).toBeEnabled());
  for (const name of names) await userEvent.click(box(name));
  await save();
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  return puts;
}
/** Laura and Marcos give it (priorities 0 and 5); Sara does not. */
const RESTRICTED: ServiceTrainers = {
  restricted: true,
  trainers: [
    { trainerId: LAURA.userId, name: LAURA.name, priority: 0 },
    { trainerId: MARCOS.userId, name: MARCOS.name, priority: 5 },
  ],
};

describe('ServiceFormDialog: a domicilio (issue 27)', () => {
  it('marks a new service as a home visit', async () => {
    const calls: MockRequest[] = [];
    mockApi({
      ...staffRoute(),
      'POST /api/services': (r) => {
        calls.push(r);
        return ok({ ...VISIT, ...(r.body as object) }, undefined, 201);
      },
    });
    const onClose = vi.fn();
    renderWithProviders(<ServiceFormDialog service={null} onClose={onClose} />, {
      auth: fakeAuth(),
    });
    await userEvent.type(screen.getByLabelText(/^Nombre/), 'Paseo en casa');
    const homeVisit = screen.getByRole('checkbox', { name: 'A domicilio' });
    expect(homeVisit).not.toBeChecked();
    expect(homeVisit).toHaveAccessibleDescription(
      'Al reservarlo, el cliente indica la dirección de la visita',
    );
    await userEvent.click(homeVisit);
    await userEvent.click(screen.getByRole('button', { name: 'Crear servicio' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]!.body).toMatchObject({ name: 'Paseo en casa', homeVisit: true });
  });

  it('shows an existing home visit as such, and unmarks it', async () => {
    const calls: MockRequest[] = [];
    mockApi({
      ...staffRoute(),
      [`PUT /api/services/${VISIT.id}`]: (r) => {
        calls.push(r);
        return ok({ ...VISIT, ...(r.body as object) });
      },
    });
    const onClose = vi.fn();
    renderWithProviders(<ServiceFormDialog service={VISIT} onClose={onClose} />, {
      auth: fakeAuth(),
    });
    const homeVisit = screen.getByRole('checkbox', { name: 'A domicilio' });
    expect(homeVisit).toBeChecked();
    await userEvent.click(homeVisit);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]!.body).toMatchObject({ homeVisit: false });
  });
});

describe('ServiceFormDialog: quién lo da (issue 39)', () => {
  it('shows nothing to a business with one trainer, and sends no list', async () => {
    const fetchMock = mockApi({
      ...staffRoute(),
      'POST /api/services': (r) => ok({ ...VISIT, ...(r.body as object) }, undefined, 201),
    });
    const onClose = vi.fn();
    renderWithProviders(<ServiceFormDialog service={null} onClose={onClose} />, {
      auth: fakeAuth(),
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await userEvent.type(screen.getByLabelText(/^Nombre/), 'Paseo');
    expect(screen.queryByRole('group', { name: 'Quién lo da' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Crear servicio' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // GET /api/staff and the POST: no list of trainers.
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("shows the school's trainers, not recepción, checked as the service says", async () => {
    renderSchoolEdit(RESTRICTED);
    const group = await screen.findByRole('group', { name: 'Quién lo da' });
    await waitFor(() => expect(box('Laura Gómez')).toBeEnabled());
    expect(group).toHaveAccessibleDescription(
      'Los clientes solo podrán reservarlo con quien marques',
    );
    expect(box('Laura Gómez')).toBeChecked();
    expect(box('Marcos Ruiz')).toBeChecked();
    expect(box('Sara Vidal')).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Pilar Sanz' })).not.toBeInTheDocument();
  });

  it('waits with the boxes disabled while the list loads, then checks everyone when unrestricted', async () => {
    const answer = deferred<Response>();
    renderSchoolEdit(RESTRICTED, { [`GET ${TRAINERS_PATH}`]: () => answer.promise });
    expect(await screen.findByRole('checkbox', { name: 'Sara Vidal' })).toBeDisabled();
    expect(screen.getByText('Cargando quién lo da…')).toBeInTheDocument();
    answer.resolve(ok({ restricted: false, trainers: [] }));
    await waitFor(() => expect(box('Sara Vidal')).toBeChecked());
    expect(box('Laura Gómez')).toBeChecked();
    expect(box('Marcos Ruiz')).toBeChecked();
  });

  it('PUTs the trainers still checked, keeping their priority', async () => {
    expect(await toggleAndSave('Laura Gómez')).toEqual([
      { trainers: [{ trainerId: MARCOS.userId, priority: 5 }] },
    ]);
  });

  it('refuses to save with every box unchecked', async () => {
    const { onClose, puts, fetchMock } = renderSchoolEdit(RESTRICTED);
    await waitFor(() => expect(box('Laura Gómez')).toBeChecked());
    await userEvent.click(box('Laura Gómez'));
    await userEvent.click(box('Marcos Ruiz'));
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Elige al menos un adiestrador');
    expect(onClose).not.toHaveBeenCalled();
    // Neither the list nor the service: GET /api/staff and GET …/trainers only.
    expect(puts).toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends an empty list ("every trainer") when every box is checked', async () => {
    expect(await toggleAndSave('Sara Vidal')).toEqual([{ trainers: [] }]);
  });

  it('sends no list when the boxes were not changed', async () => {
    expect(await toggleAndSave()).toEqual([]);
  });

  it('creates the service first, then PUTs who gives it under its new id', async () => {
    const order: string[] = [];
    const created = { ...VISIT, id: '0190a000-0000-7000-8000-0000000000f1' };
    mockApi({
      ...staffRoute([LAURA, MARCOS, PILAR]),
      'POST /api/services': () => {
        order.push('POST');
        return ok(created, undefined, 201);
      },
      [`PUT /api/services/${created.id}/trainers`]: (r) => {
        order.push(`PUT ${JSON.stringify(r.body)}`);
        return ok({ restricted: true, trainers: [] });
      },
    });
    const onClose = vi.fn();
    renderWithProviders(<ServiceFormDialog service={null} onClose={onClose} />, {
      auth: fakeAuth(),
    });
    await userEvent.type(screen.getByLabelText(/^Nombre/), 'Paseo');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Laura Gómez' }));
    expect(box('Marcos Ruiz')).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Crear servicio' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(order).toEqual([
      'POST',
      `PUT ${JSON.stringify({ trainers: [{ trainerId: MARCOS.userId, priority: 0 }] })}`,
    ]);
  });
});
