import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, type MockRequest, type MockRoutes } from '@/testing/fetch-mock';
import { makeUser } from '@/testing/fixtures';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { makeRequest } from '../../test-fixtures';
import { RequestsPanel } from './requests-panel';

const trainer = makeUser({ firstName: 'Lucía' });
const request = makeRequest();
const date = request.requestedDate;

function setup(routes: MockRoutes = {}) {
  const calls: MockRequest[] = [];
  mockApi({
    'GET /api/appointments/requests': (r) => {
      calls.push(r);
      return ok({
        requests: [request],
        pagination: { page: 1, limit: 10, total: 1, totalPages: 1 },
      });
    },
    ...routes,
  });
  renderWithProviders(<RequestsPanel />, { auth: fakeAuth({ user: trainer }) });
  return calls;
}

async function openFromTable(action: 'Aprobar' | 'Rechazar') {
  const table = await screen.findByRole('table');
  await userEvent.click(
    within(table).getByRole('button', {
      name: new RegExp(`^${action} la solicitud de Marta Ruiz`),
    }),
  );
  return screen.getByRole('dialog');
}

describe('RequestsPanel', () => {
  it('lists PENDING requests by default', async () => {
    const calls = setup();
    await screen.findByRole('table');
    expect(calls[0]!.search).toContain('status=PENDING');
    expect(screen.getByLabelText('Estado')).toHaveValue('PENDING');
  });

  it('approves with the preferred date and time prefilled and shows a conflict from the server', async () => {
    const sent: unknown[] = [];
    setup({
      [`POST /api/appointments/requests/${request.id}/approve`]: (r) => {
        sent.push(r.body);
        return fail(409, 'CONFLICT', 'Ya tienes una cita programada que se solapa con ese horario');
      },
    });
    const dialog = await openFromTable('Aprobar');
    expect(within(dialog).getByLabelText(/Fecha/)).toHaveValue(date);
    expect(within(dialog).getByLabelText(/Hora/)).toHaveValue('10:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aprobar' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Conflicto de horario');
    expect(alert).toHaveTextContent('Ya tienes una cita programada que se solapa con ese horario');
    expect(sent[0]).toEqual({ scheduledDate: date, scheduledTime: '10:00', notes: null });
  });

  it("refuses an empty approval with the spec's message", async () => {
    setup();
    const dialog = await openFromTable('Aprobar');
    await userEvent.clear(within(dialog).getByLabelText(/Hora/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aprobar' }));
    expect(
      await within(dialog).findByText('Por favor completa todos los campos requeridos'),
    ).toBeInTheDocument();
  });

  it('rejects only with a reason', async () => {
    const sent: unknown[] = [];
    setup({
      [`POST /api/appointments/requests/${request.id}/reject`]: (r) => {
        sent.push(r.body);
        return ok({ ...request, status: 'REJECTED', rejectionReason: 'Sin hueco' });
      },
    });
    const dialog = await openFromTable('Rechazar');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(
      await within(dialog).findByText('Por favor proporciona una razón para el rechazo'),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Motivo del rechazo/), 'Sin hueco');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent[0]).toEqual({ reason: 'Sin hueco' });
  });
});
