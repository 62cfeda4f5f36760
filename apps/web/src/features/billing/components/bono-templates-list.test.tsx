import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BONO_MESSAGES, type BonoTemplate, NO_REQUIREMENTS } from '@adiestra/shared';
import { fail, mockApi, ok, type MockRequest } from '@/testing/fetch-mock';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { BonoTemplatesList } from './bono-templates-list';
import { SellBonoDialog } from './sell-bono-dialog';

const SERVICE = {
  id: '0190a000-0000-7000-8000-0000000000e1',
  name: 'Paseo educativo',
  description: null,
  duration: 45,
  priceCents: 4000,
  kind: 'individual',
  isPublic: true,
  homeVisit: false,
  requirements: NO_REQUIREMENTS,
  color: '#2563eb',
};
const FIVE: BonoTemplate = {
  id: '0190a000-0000-7000-8000-0000000000f1',
  serviceId: SERVICE.id,
  serviceName: SERVICE.name,
  sessions: 5,
  priceCents: 18000,
  validityDays: 90,
  archived: false,
};
const TEN: BonoTemplate = {
  ...FIVE,
  id: '0190a000-0000-7000-8000-0000000000f2',
  sessions: 10,
  archived: true,
};

function setup() {
  const calls: MockRequest[] = [];
  mockApi({
    'GET /api/bonos/templates': () => ok({ templates: [FIVE, TEN] }),
    'GET /api/services': () => ok({ services: [SERVICE] }),
    [`PUT /api/bonos/templates/${FIVE.id}`]: (r) => {
      calls.push(r);
      return ok({ ...FIVE, ...(r.body as object) });
    },
    [`DELETE /api/bonos/templates/${FIVE.id}`]: (r) => {
      calls.push(r);
      return fail(409, 'CONFLICT', BONO_MESSAGES.templateInUse);
    },
  });
  return calls;
}

describe('BonoTemplatesList', () => {
  it("edits a template's terms in its own dialog", async () => {
    const calls = setup();
    renderWithProviders(<BonoTemplatesList />, { auth: fakeAuth() });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Editar Bono de 5 sesiones · Paseo educativo' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Editar plantilla de bono' });
    const price = within(dialog).getByLabelText(/Precio/);
    expect(price).toHaveValue('180,00');
    expect(within(dialog).getByLabelText(/Sesiones/)).toHaveValue(5);
    await userEvent.clear(price);
    await userEvent.type(price, '175,50');
    await userEvent.clear(within(dialog).getByLabelText(/Validez/));
    await userEvent.type(within(dialog).getByLabelText(/Validez/), '120');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() =>
      expect(calls[0]?.body).toEqual({
        serviceId: SERVICE.id,
        sessions: 5,
        priceCents: 17550,
        validityDays: 120,
      }),
    );
    expect(await screen.findByText('Plantilla de bono actualizada')).toBeInTheDocument();
  });

  it('archives a sold template that cannot be deleted; an archived one is marked', async () => {
    const calls = setup();
    renderWithProviders(<BonoTemplatesList />, { auth: fakeAuth() });
    const archived = await screen.findByRole('button', {
      name: 'Recuperar Bono de 10 sesiones · Paseo educativo',
    });
    expect(archived.closest('li')).toHaveTextContent('Archivada');
    await userEvent.click(
      screen.getByRole('button', { name: 'Eliminar Bono de 5 sesiones · Paseo educativo' }),
    );
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Eliminar plantilla' })).getByRole('button', {
        name: 'Eliminar',
      }),
    );
    expect(await screen.findByText(BONO_MESSAGES.templateInUse)).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Archivar Bono de 5 sesiones · Paseo educativo' }),
    );
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ archived: true }),
    );
    expect(await screen.findByText('Plantilla archivada')).toBeInTheDocument();
  });

  it('does not offer an archived template for sale', async () => {
    setup();
    renderWithProviders(<SellBonoDialog clientId="c1" onClose={() => {}} />, {
      auth: fakeAuth(),
    });
    const select = await screen.findByLabelText(/^Bono/);
    await screen.findByRole('option', { name: /Bono de 5 sesiones/ });
    expect(within(select).queryByRole('option', { name: /Bono de 10 sesiones/ })).toBeNull();
  });
});
