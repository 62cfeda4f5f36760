import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NO_REQUIREMENTS, type Service } from '@adiestra/shared';
import { mockApi, ok, type MockRequest } from '@/testing/fetch-mock';
import { fakeAuth, renderWithProviders } from '@/testing/render';
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

describe('ServiceFormDialog: a domicilio (issue 27)', () => {
  it('marks a new service as a home visit', async () => {
    const calls: MockRequest[] = [];
    mockApi({
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
