import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Client, ClientDog } from '@adiestra/shared';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { fail, mockApi, ok } from '@/testing/fetch-mock';
import { ClientDetail } from './client-detail';

const CLIENT_ID = '0190a0a0-0000-7000-8000-0000000000e1';
const dog = (suffix: string, name: string): ClientDog => ({
  id: `0190a0a0-0000-7000-8000-0000000000${suffix}`,
  name,
  breed: 'Mestizo',
  age: 2,
  isActive: true,
  photoThumb: null,
});
const luna = dog('d1', 'Luna');
const max = dog('d2', 'Max');

const elena: Client = {
  id: CLIENT_ID,
  firstName: 'Elena',
  lastName: 'Ruiz',
  name: 'Elena Ruiz',
  email: 'elena@correo.es',
  phone: '600 111 222',
  address: 'Calle Mayor 1, Madrid',
  taxId: null,
  fiscalKind: 'particular',
  preferredChannel: 'email',
  messagesConsent: false,
  messagesConsentAt: null,
  emergencyContact: 'Pedro Ruiz',
  emergencyPhone: '699 888 777',
  notes: 'Prefiere sesiones por la mañana.',
  createdAt: '2025-03-07T10:00:00.000Z',
  updatedAt: '2025-03-07T10:00:00.000Z',
  dogs: [luna, max],
  totalSessions: 3,
  lastSession: '2025-04-02T09:00:00.000Z',
};

function setup(reply: () => Response) {
  mockApi({ [`GET /api/clients/${CLIENT_ID}`]: reply });
  return renderWithProviders(<ClientDetail clientId={CLIENT_ID} />, {
    auth: fakeAuth(),
    path: '/clients/:id',
    initialEntries: [`/clients/${CLIENT_ID}`],
    routes: [{ path: '/dogs', element: <h1>Listado de perros</h1> }],
  });
}

/** The card under a heading (Card > header > title block > h2). */
async function card(title: string) {
  const heading = await screen.findByRole('heading', { level: 2, name: title });
  return heading.parentElement!.parentElement!.parentElement!;
}

const hrefOf = (scope: HTMLElement, name: string) =>
  within(scope).getByRole('link', { name }).getAttribute('href');

describe('ClientDetail', () => {
  it("shows the name, 'Cliente desde' date and the Volver / Editar / Eliminar actions", async () => {
    setup(() => ok(elena));
    expect(await screen.findByRole('heading', { level: 1, name: 'Elena Ruiz' })).toBeVisible();
    expect(screen.getByText('Cliente desde 07/03/2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/clients');
    expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute(
      'href',
      `/clients/${CLIENT_ID}/edit`,
    );
    expect(screen.getByRole('button', { name: 'Eliminar' })).toBeEnabled();
  });

  it('shows contact, emergency contact and notes, with e-mail and phones as links', async () => {
    setup(() => ok(elena));
    const contact = await card('Información de contacto');
    expect(hrefOf(contact, 'elena@correo.es')).toBe('mailto:elena@correo.es');
    expect(hrefOf(contact, '600 111 222')).toBe('tel:600111222');
    expect(within(contact).getByText('Calle Mayor 1, Madrid')).toBeInTheDocument();

    const emergency = await card('Contacto de emergencia');
    expect(within(emergency).getByText('Pedro Ruiz')).toBeInTheDocument();
    expect(hrefOf(emergency, '699 888 777')).toBe('tel:699888777');

    const notes = await card('Notas');
    expect(within(notes).getByText('Prefiere sesiones por la mañana.')).toBeInTheDocument();
  });

  it('leaves out the address, emergency and notes cards when the client has none', async () => {
    setup(() =>
      ok({ ...elena, address: null, emergencyContact: null, emergencyPhone: null, notes: null }),
    );
    const contact = await card('Información de contacto');
    expect(within(contact).getByRole('link', { name: 'elena@correo.es' })).toBeInTheDocument();
    expect(within(contact).queryByText('Dirección')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Contacto de emergencia' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Notas' })).not.toBeInTheDocument();
  });

  it("lists the dogs with Ver / edit / Agregar links and 'Ver todos los perros' filtered by the client", async () => {
    const user = userEvent.setup();
    const { router } = setup(() => ok(elena));
    const dogs = await card('Perros (2)');
    expect(hrefOf(dogs, 'Ver Luna')).toBe(`/dogs/${luna.id}`);
    expect(hrefOf(dogs, 'Editar Luna')).toBe(`/dogs/${luna.id}/edit`);
    expect(hrefOf(dogs, 'Ver Max')).toBe(`/dogs/${max.id}`);
    expect(hrefOf(dogs, 'Agregar')).toBe(`/dogs/new?clientId=${CLIENT_ID}`);
    expect(hrefOf(dogs, 'Ver todos los perros')).toBe(`/dogs?clientId=${CLIENT_ID}`);

    await user.click(within(dogs).getByRole('link', { name: 'Ver todos los perros' }));
    expect(await screen.findByRole('heading', { name: 'Listado de perros' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dogs');
    expect(new URLSearchParams(router.state.location.search).get('clientId')).toBe(CLIENT_ID);
  });

  it('shows the session summary and quick actions that lead to the right screens', async () => {
    setup(() => ok(elena));
    const actions = await card('Acciones rápidas');
    expect(
      within(actions)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Sesiones', 'Última sesión']);
    expect(
      within(actions)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['3', '02/04/2025']);
    expect(hrefOf(actions, 'Agregar perro')).toBe(`/dogs/new?clientId=${CLIENT_ID}`);
    // Two dogs: the session form opens without a dog chosen, offering this client's dogs only.
    expect(hrefOf(actions, 'Nueva sesión')).toBe(`/sessions/new?clientId=${CLIENT_ID}`);
    expect(hrefOf(actions, 'Editar cliente')).toBe(`/clients/${CLIENT_ID}/edit`);
  });

  it("preselects the only dog in 'Nueva sesión' and shows 'Ninguna' without sessions", async () => {
    setup(() => ok({ ...elena, dogs: [luna], totalSessions: 0, lastSession: null }));
    const actions = await card('Acciones rápidas');
    expect(
      within(actions)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['0', 'Ninguna']);
    expect(hrefOf(actions, 'Nueva sesión')).toBe(
      `/sessions/new?dogId=${luna.id}&clientId=${CLIENT_ID}`,
    );
  });

  it("offers no 'Nueva sesión' and an empty dogs card when the client has no dogs", async () => {
    setup(() => ok({ ...elena, dogs: [] }));
    const dogs = await card('Perros (0)');
    expect(within(dogs).getByText('Sin perros registrados')).toBeInTheDocument();
    expect(hrefOf(dogs, 'Agregar')).toBe(`/dogs/new?clientId=${CLIENT_ID}`);
    const actions = await card('Acciones rápidas');
    expect(within(actions).queryByRole('link', { name: 'Nueva sesión' })).not.toBeInTheDocument();
  });

  it("shows 'Cliente no encontrado' with a way back for a 404", async () => {
    setup(() => fail(404, 'NOT_FOUND', 'Cliente no encontrado'));
    expect(
      await screen.findByRole('heading', { name: 'Cliente no encontrado' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a clientes' })).toHaveAttribute(
      'href',
      '/clients',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
  });

  it("tells other load failures apart: 'Error al cargar los datos del cliente'", async () => {
    setup(() => fail(500, 'INTERNAL_ERROR', 'Fallo interno'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error al cargar los datos del cliente',
    );
    expect(screen.queryByText('Cliente no encontrado')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/clients');
  });
});

describe('a member without seeContacts (decision 0142)', () => {
  const hidden: Client = {
    ...elena,
    email: null,
    phone: null,
    address: null,
    emergencyContact: null,
    emergencyPhone: null,
  };

  it('shows «Oculto» with its reason instead of the contacts, and no call or mail links', async () => {
    setup(() => ok(hidden));
    const contact = await card('Información de contacto');
    expect(within(contact).getAllByText('Oculto')).toHaveLength(3);
    expect(
      within(contact).getAllByText('Oculto: tu cuenta no tiene permiso para ver los contactos'),
    ).toHaveLength(3);
    expect(within(contact).queryByRole('link')).toBeNull();
    const emergency = await card('Contacto de emergencia');
    expect(within(emergency).getByText('Oculto')).toBeInTheDocument();
    expect(within(emergency).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Invitar a Mi área' })).toBeNull();
  });
});
