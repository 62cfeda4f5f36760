import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STAFF_MESSAGES, type StaffList } from '@adiestra/shared';
import { deferred, fail, mockApi, ok, type MockRequest } from '@/testing/fetch-mock';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { StaffPanel } from './staff-panel';
import { invitation, staffList, titular, trainer } from './staff-test-data';

function setup(list: StaffList = staffList(), routes: Parameters<typeof mockApi>[0] = {}) {
  const calls: MockRequest[] = [];
  const record = (reply: (r: MockRequest) => Response | Promise<Response>) => (r: MockRequest) => {
    calls.push(r);
    return reply(r);
  };
  let current = list;
  mockApi({
    'GET /api/staff': () => ok(current),
    ...Object.fromEntries(Object.entries(routes).map(([key, reply]) => [key, record(reply)])),
  });
  renderWithProviders(<StaffPanel />, { auth: fakeAuth() });
  return {
    calls,
    serve: (next: StaffList) => {
      current = next;
    },
  };
}

const memberItem = async (name: string) =>
  screen.findByRole('listitem', { name: new RegExp(name) });

describe('Equipo', () => {
  it('lists the members with their role and toggles, and the pending invitations', async () => {
    setup();
    const mine = await memberItem(titular.name);
    expect(within(mine).getByText('Tú')).toBeInTheDocument();
    expect(within(mine).queryByRole('switch')).toBeNull();
    expect(within(mine).queryByRole('button', { name: /Quitar del equipo/ })).toBeNull();

    const luis = await memberItem(trainer.name);
    expect(within(luis).getByRole('combobox', { name: 'Rol' })).toHaveValue('adiestrador');
    expect(
      within(luis).getByRole('switch', { name: 'Ver teléfono y e-mail de los clientes' }),
    ).toBeChecked();
    expect(within(luis).getByRole('switch', { name: 'Ver cobros y saldos' })).not.toBeChecked();
    expect(within(luis).getByText('En el equipo desde el 01/04/2025')).toBeInTheDocument();

    const pending = screen.getByRole('listitem', { name: /rosa@escuela\.test/ });
    expect(within(pending).getByText('Recepción')).toBeInTheDocument();
    expect(within(pending).getByText(/caduca el 09\/05\/2025/)).toBeInTheDocument();
  });

  it('a toggle sends only that permission and shows the server’s answer', async () => {
    const answer = deferred<Response>();
    const api = setup(staffList(), {
      [`PATCH /api/staff/members/${trainer.userId}`]: () => answer.promise,
    });
    const luis = await memberItem(trainer.name);
    const money = within(luis).getByRole('switch', { name: 'Ver cobros y saldos' });
    await userEvent.click(money);
    expect(api.calls[0]?.body).toEqual({ permissions: { seeMoney: true } });
    // Waiting for the answer: the member's controls are held, the switch not yet moved.
    expect(money).toBeDisabled();
    expect(money).not.toBeChecked();
    answer.resolve(ok({ ...trainer, permissions: { ...trainer.permissions, seeMoney: true } }));
    await waitFor(() => expect(money).toBeChecked());
    expect(money).toBeEnabled();
    expect(await screen.findByText(STAFF_MESSAGES.memberUpdated)).toBeInTheDocument();
  });

  it('a refused toggle stays as it was and says why', async () => {
    setup(staffList(), {
      [`PATCH /api/staff/members/${trainer.userId}`]: () =>
        fail(409, 'CONFLICT', STAFF_MESSAGES.titularFixed),
    });
    const luis = await memberItem(trainer.name);
    const exportSwitch = within(luis).getByRole('switch', { name: 'Exportar datos' });
    await userEvent.click(exportSwitch);
    expect(await screen.findByText(STAFF_MESSAGES.titularFixed)).toBeInTheDocument();
    expect(exportSwitch).not.toBeChecked();
    expect(exportSwitch).toBeEnabled();
  });

  it('changes a member’s role', async () => {
    const api = setup(staffList(), {
      [`PATCH /api/staff/members/${trainer.userId}`]: () => ok({ ...trainer, role: 'recepcion' }),
    });
    const luis = await memberItem(trainer.name);
    await userEvent.selectOptions(within(luis).getByRole('combobox', { name: 'Rol' }), 'recepcion');
    expect(api.calls[0]?.body).toEqual({ role: 'recepcion' });
    await waitFor(() =>
      expect(within(luis).getByRole('combobox', { name: 'Rol' })).toHaveValue('recepcion'),
    );
  });

  it('asks before removing, saying the sessions end at once and the history stays', async () => {
    const api = setup(staffList(), {
      [`DELETE /api/staff/members/${trainer.userId}`]: () => new Response(null, { status: 204 }),
    });
    const luis = await memberItem(trainer.name);
    await userEvent.click(
      within(luis).getByRole('button', { name: `Quitar del equipo a ${trainer.name}` }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: `¿Quitar a ${trainer.name} del equipo?`,
    });
    expect(dialog).toHaveAccessibleDescription(/sesiones abiertas se cierran en este momento/);
    expect(dialog).toHaveAccessibleDescription(/Su historial se queda/);
    // The safe choice first; cancelling sends nothing.
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api.calls).toHaveLength(0);

    await userEvent.click(
      within(luis).getByRole('button', { name: `Quitar del equipo a ${trainer.name}` }),
    );
    api.serve(staffList({ members: [titular] }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Quitar del equipo' }),
    );
    expect(api.calls.map((c) => c.method)).toEqual(['DELETE']);
    expect(await screen.findByText(STAFF_MESSAGES.memberRemoved)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: new RegExp(trainer.name) })).toBeNull(),
    );
    expect(screen.getByText('Aún no tienes equipo')).toBeInTheDocument();
  });

  it('cancels a pending invitation', async () => {
    const api = setup(staffList(), {
      [`DELETE /api/staff/invitations/${invitation.id}`]: () => new Response(null, { status: 204 }),
    });
    const pending = await screen.findByRole('listitem', { name: /rosa@escuela\.test/ });
    api.serve(staffList({ invitations: [] }));
    await userEvent.click(
      within(pending).getByRole('button', { name: `Anular invitación a ${invitation.email}` }),
    );
    expect(await screen.findByText('No hay invitaciones pendientes')).toBeInTheDocument();
    expect(screen.getByText(STAFF_MESSAGES.invitationCancelled)).toBeInTheDocument();
  });

  it('shows the error with a retry when the list cannot be loaded', async () => {
    let fails = true;
    mockApi({
      'GET /api/staff': () =>
        fails ? fail(500, 'INTERNAL_ERROR', 'Error interno del servidor') : ok(staffList()),
    });
    renderWithProviders(<StaffPanel />, { auth: fakeAuth() });
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cargar el equipo');
    fails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await memberItem(trainer.name)).toBeInTheDocument();
  });
});

describe('Invitar a alguien', () => {
  async function openDialog() {
    await userEvent.click(await screen.findByRole('button', { name: 'Invitar a alguien' }));
    return screen.findByRole('dialog', { name: 'Invitar a alguien' });
  }

  it('checks the e-mail before sending anything', async () => {
    const api = setup(staffList(), { 'POST /api/staff/invitations': () => ok(invitation) });
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar invitación' }));
    expect(await within(dialog).findByText('El email es requerido')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/E-mail/), 'no-es-un-correo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar invitación' }));
    expect(await within(dialog).findByText('El email no es válido')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/E-mail/)).toHaveAccessibleDescription(
      'El email no es válido',
    );
    expect(api.calls).toHaveLength(0);
  });

  it('sends the e-mail, the role and the role’s toggles as changed', async () => {
    const api = setup(staffList(), {
      'POST /api/staff/invitations': () => ok(invitation, STAFF_MESSAGES.invited, 201),
    });
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText(/E-mail/), 'rosa@escuela.test');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Rol/), 'recepcion');
    // Recepción's defaults: contacts and money on.
    expect(within(dialog).getByRole('checkbox', { name: 'Ver cobros y saldos' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Exportar datos' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar invitación' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls[0]?.body).toEqual({
      email: 'rosa@escuela.test',
      role: 'recepcion',
      permissions: { seeContacts: true, seeMoney: true, export: true, issueInvoices: false },
    });
    expect(await screen.findByText(STAFF_MESSAGES.invited)).toBeInTheDocument();
  });

  it('says under the e-mail when it is already a member or invited', async () => {
    setup(staffList(), {
      'POST /api/staff/invitations': () => fail(409, 'CONFLICT', STAFF_MESSAGES.alreadyInvited),
    });
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText(/E-mail/), 'rosa@escuela.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar invitación' }));
    expect(await within(dialog).findByText(STAFF_MESSAGES.alreadyInvited)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/E-mail/)).toHaveFocus();
  });
});
