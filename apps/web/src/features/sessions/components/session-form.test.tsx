import { NO_REQUIREMENTS } from '@adiestra/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, type MockRequest } from '@/testing/fetch-mock';
import { queryKeys } from '@/lib/query-keys';
import { optionsRoutes } from '@/testing/options-mock';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { SessionForm } from './session-form';
import { makeSession } from './session-test-data';

const session = makeSession();
const dogs = [
  {
    id: session.dogId,
    name: 'Rex',
    breed: 'Pastor alemán',
    isActive: true,
    client: session.dog.client,
  },
  {
    id: '0190a000-0000-7000-8000-0000000000d2',
    name: 'Luna',
    breed: 'Beagle',
    isActive: true,
    client: session.dog.client,
  },
];

const SERVICE = {
  id: '0190a000-0000-7000-8000-0000000000e1',
  name: 'Clase',
  description: null,
  duration: 45,
  priceCents: 4000,
  kind: 'individual',
  isPublic: true,
  homeVisit: false,
  requirements: NO_REQUIREMENTS,
  color: '#2563eb',
};

const label = (dog: (typeof dogs)[number]) =>
  `${dog.name} (${dog.breed}) · ${dog.client.firstName} ${dog.client.lastName}`;

function setup(
  ui: React.ReactElement,
  save: (r: MockRequest) => Response = (r) => ok({ ...session, ...(r.body as object) }),
  more: Record<string, (r: MockRequest) => Response> = {},
) {
  const bodies: unknown[] = [];
  const record = (r: MockRequest) => {
    bodies.push(r.body);
    return save(r);
  };
  mockApi({
    ...optionsRoutes(
      [],
      dogs.map((dog) => ({ id: dog.id, label: label(dog), clientId: dog.client.id })),
    ),
    'POST /api/sessions': record,
    [`PUT /api/sessions/${session.id}`]: record,
    'GET /api/services': () => ok({ services: [SERVICE] }),
    ...more,
  });
  const view = renderWithProviders(ui, {
    auth: fakeAuth(),
    path: '/sessions/new',
    routes: [
      { path: '/sessions', element: <p>Lista de sesiones</p> },
      { path: '/dogs/:id', element: <p>Ficha del perro</p> },
    ],
  });
  return { ...view, bodies };
}

describe('SessionForm', () => {
  it('shows the spec messages for a blank form', async () => {
    setup(<SessionForm />);
    await userEvent.clear(screen.getByLabelText(/Duración/));
    await userEvent.type(screen.getByLabelText(/Progreso/), '101');
    await userEvent.click(screen.getByRole('button', { name: 'Crear Sesión' }));
    for (const message of [
      'Selecciona un perro',
      'La duración debe ser mayor a 0',
      'Los objetivos son requeridos',
      'Las actividades son requeridas',
      'El progreso debe estar entre 0 y 100',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it("shows the owner's homework comments, with their day, while planning the next session (issue 27.4)", async () => {
    setup(<SessionForm dogId={dogs[1]!.id} />, undefined, {
      'GET /api/practice/adherence': () =>
        ok({
          dogId: dogs[1]!.id,
          practisedDays: 1,
          expectedDays: 1,
          from: '2026-03-29',
          to: '2026-03-29',
          lastPracticeDay: '2026-03-29',
          comments: [
            {
              day: '2026-03-29',
              homework: 'Sentado',
              comment: 'Le costó al principio, luego genial',
            },
          ],
        }),
    });
    expect(
      await screen.findByText('Deberes anteriores: Practicado 1 de 1 día.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Comentarios del propietario' })).toHaveTextContent(
      '29/03/2026 · Sentado: «Le costó al principio, luego genial»',
    );
  });

  it('preselects the dog and sends integers, nulls and an ISO date', async () => {
    const { bodies } = setup(<SessionForm dogId={dogs[1]!.id} />);
    await waitFor(() => expect(screen.getByLabelText(/^Perro/)).toHaveValue(label(dogs[1]!)));
    expect(screen.getByRole('radio', { name: 'Sin calificar' })).toBeChecked();
    const date = screen.getByLabelText(/Fecha y hora/);
    await userEvent.clear(date);
    await userEvent.type(date, '2026-03-05T10:30');
    await userEvent.clear(screen.getByLabelText(/Duración/));
    await userEvent.type(screen.getByLabelText(/Duración/), '45');
    await userEvent.type(screen.getByLabelText(/Objetivos/), 'Junto');
    await userEvent.type(screen.getByLabelText(/Actividades/), 'Paseo');
    await userEvent.click(screen.getByRole('radio', { name: '4 estrellas' }));
    expect(screen.getByText('Muy buena sesión')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Crear Sesión' }));
    expect(await screen.findByText('Lista de sesiones')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        dogId: dogs[1]!.id,
        // Typed on the trainer's clock (Europe/Madrid, UTC+1 in March), whatever the browser's.
        date: '2026-03-05T09:30:00.000Z',
        duration: 45,
        objectives: 'Junto',
        activities: 'Paseo',
        observations: null,
        progress: null,
        nextSteps: null,
        privateNotes: null,
        rating: 4,
        serviceId: null,
      },
    ]);
  });

  it('after a session of a service uses a bono unit, offers Deshacer, which gives it back', async () => {
    const undone: string[] = [];
    const movementId = '0190a000-0000-7000-8000-0000000000a9';
    const bonoUse = {
      movementId,
      bonoId: '0190a000-0000-7000-8000-0000000000b1',
      sessionsRemaining: 3,
    };
    setup(
      <SessionForm dogId={dogs[0]!.id} />,
      (r) => ok({ ...session, ...(r.body as object), bonoUse }),
      {
        [`POST /api/bonos/movements/${movementId}/undo`]: (r) => {
          undone.push(r.path);
          return fail(409, 'CONFLICT', 'Ese movimiento ya se ha deshecho');
        },
      },
    );
    await waitFor(() => expect(screen.getByLabelText(/^Perro/)).toHaveValue(label(dogs[0]!)));
    await userEvent.type(screen.getByLabelText(/Objetivos/), 'Junto');
    await userEvent.type(screen.getByLabelText(/Actividades/), 'Paseo');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /^Servicio/ }),
      await screen.findByRole('option', { name: /Clase/ }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Crear Sesión' }));
    expect(await screen.findByText('Se ha usado una sesión del bono')).toBeInTheDocument();
    expect(screen.getByText('Quedan 3.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Deshacer' }));
    await waitFor(() => expect(undone).toHaveLength(1));
    // The server's answer is shown as it is (here: already undone).
    expect(await screen.findByText('Ese movimiento ya se ha deshecho')).toBeInTheDocument();
  });

  it('preselects nothing for a dog that is not one of the trainer’s', async () => {
    const { queryClient } = setup(<SessionForm dogId="0190a000-0000-7000-8000-0000000000ff" />);
    // The id query answers "not yours" (no option) before the form is sent.
    await waitFor(() =>
      expect(
        queryClient.getQueryData(
          queryKeys.dogs.options({ id: '0190a000-0000-7000-8000-0000000000ff' }),
        ),
      ).toEqual([]),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Crear Sesión' }));
    expect(await screen.findByText('Selecciona un perro')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Perro/)).toHaveValue('');
  });

  it('edits a session with PUT and its title', async () => {
    const { bodies } = setup(<SessionForm session={session} />);
    await waitFor(() => expect(screen.getByLabelText(/^Perro/)).toHaveValue(label(dogs[0]!)));
    expect(screen.getByLabelText(/Progreso/)).toHaveValue(70);
    await userEvent.clear(screen.getByLabelText(/Progreso/));
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar Sesión' }));
    await screen.findByText('Lista de sesiones');
    expect(bodies[0]).toMatchObject({
      duration: 135,
      progress: null,
      rating: 4,
      observations: 'Muy atento',
    });
  });

  it("shows the server's message", async () => {
    setup(<SessionForm session={session} />, () => fail(404, 'NOT_FOUND', 'Perro no encontrado'));
    await waitFor(() => expect(screen.getByLabelText(/^Perro/)).toHaveValue(label(dogs[0]!)));
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar Sesión' }));
    expect(await screen.findByText('Perro no encontrado')).toBeInTheDocument();
  });

  it("falls back to 'Error al guardar la sesión' without a server message", async () => {
    setup(<SessionForm session={session} />, () => fail(500, 'INTERNAL_ERROR', ''));
    await waitFor(() => expect(screen.getByLabelText(/^Perro/)).toHaveValue(label(dogs[0]!)));
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar Sesión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al guardar la sesión');
  });

  it("'Registrar sesión': starts from the appointment, sends its id and returns to the dog", async () => {
    const appointment = {
      id: '0190a000-0000-7000-8000-0000000000a1',
      start: '2026-03-05T10:30',
      duration: '90',
      serviceId: SERVICE.id,
    };
    const { bodies } = setup(<SessionForm dogId={dogs[1]!.id} appointment={appointment} />);
    expect(
      screen.getByText(/unida a su cita, que se marcará como completada si aún no lo está/),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Perro/)).toHaveValue(label(dogs[1]!)));
    expect(screen.getByLabelText(/Fecha y hora/)).toHaveValue('2026-03-05T10:30');
    expect(screen.getByLabelText(/Duración/)).toHaveValue(90);
    // The appointment's service shows once the catalogue has loaded (what is sent is what is seen).
    await waitFor(() => expect(screen.getByLabelText(/^Servicio/)).toHaveValue(SERVICE.id));
    await userEvent.type(screen.getByLabelText(/Objetivos/), 'Junto');
    await userEvent.type(screen.getByLabelText(/Actividades/), 'Paseo');
    await userEvent.click(screen.getByRole('button', { name: 'Crear Sesión' }));
    expect(await screen.findByText('Ficha del perro')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({
      dogId: dogs[1]!.id,
      appointmentId: appointment.id,
      duration: 90,
      serviceId: SERVICE.id,
    });
  });

  it("offers only the client's dogs when opened from a client's page", async () => {
    const other = '0190a000-0000-7000-8000-0000000000c9';
    setup(<SessionForm clientId={other} />);
    await userEvent.click(screen.getByRole('combobox', { name: /^Perro/ }));
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: label(dogs[0]!) })).toBeNull();
  });
});
