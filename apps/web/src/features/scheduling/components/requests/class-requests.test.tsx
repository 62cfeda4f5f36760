import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CLASS_REQUEST_MESSAGES } from '@adiestra/shared';
import { fail, mockApi, ok, type MockRequest, type MockRoutes } from '@/testing/fetch-mock';
import { makeUser } from '@/testing/fixtures';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { makeRequest } from '../../test-fixtures';
import { RequestsPanel } from './requests-panel';

/** Issue 29: a request of a place in a class is marked as such and approved by enrolling. */
const CLASS = '0190f0c2-5a4b-7c3d-8e9f-0000000000e9';
const request = makeRequest({
  classId: CLASS,
  serviceType: 'Cachorros',
  requestedTime: '18:00',
});

function setup(approve: MockRoutes[string]) {
  const calls: MockRequest[] = [];
  mockApi({
    [`GET /api/appointments/requests/${request.id}/match`]: () => ok({ client: null, dog: null }),
    'GET /api/clients/options': () => ok({ options: [] }),
    'GET /api/dogs/options': () => ok({ options: [] }),
    'GET /api/appointments/requests': () =>
      ok({ requests: [request], pagination: { page: 1, limit: 10, total: 1, totalPages: 1 } }),
    [`POST /api/appointments/requests/${request.id}/approve-class`]: (r) => {
      calls.push(r);
      return approve(r);
    },
  });
  renderWithProviders(<RequestsPanel />, {
    auth: fakeAuth({ user: makeUser({ firstName: 'Lucía' }) }),
  });
  return calls;
}

const approved = (outcome: 'enrolled' | 'waitlisted') =>
  ok({ request: { ...request, status: 'APPROVED' }, outcome });

async function openApproval() {
  const table = await screen.findByRole('table');
  expect(within(table).getByText('Plaza en clase')).toBeInTheDocument();
  await userEvent.click(
    within(table).getByRole('button', { name: /^Aprobar la solicitud de Marta Ruiz/ }),
  );
  return screen.findByRole('dialog', { name: 'Aprobar plaza en la clase' });
}

describe('Class requests in Solicitudes', () => {
  it('approves without asking for a date: the class has one', async () => {
    const calls = setup(() => approved('enrolled'));
    const dialog = await openApproval();
    expect(within(dialog).queryByLabelText(/Fecha/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aprobar y apuntar' }));
    expect(await screen.findByText(CLASS_REQUEST_MESSAGES.approved)).toBeInTheDocument();
    expect(calls[0]!.body).toMatchObject({ waitlist: false });
  });

  it('when the class filled meanwhile, says so and offers the waiting list', async () => {
    const calls = setup((r) =>
      (r.body as { waitlist: boolean }).waitlist
        ? approved('waitlisted')
        : fail(409, 'CONFLICT', CLASS_REQUEST_MESSAGES.fullOnApprove),
    );
    const dialog = await openApproval();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aprobar y apuntar' }));
    expect(
      await within(dialog).findByText(CLASS_REQUEST_MESSAGES.fullOnApprove),
    ).toBeInTheDocument();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Apuntar a la lista de espera' }),
    );
    expect(await screen.findByText(CLASS_REQUEST_MESSAGES.waitlisted)).toBeInTheDocument();
    expect(calls.map((c) => (c.body as { waitlist: boolean }).waitlist)).toEqual([false, true]);
  });
});
