import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Client } from '@adiestra/shared';
import { renderWithProviders } from '@/testing/render';
import { fail, mockApi, ok } from '@/testing/fetch-mock';
import { makeClient } from '@/testing/fixtures';
import { ClientForm } from './client-form';

const client = makeClient({
  firstName: 'María',
  lastName: 'José Pérez',
  email: 'maria@example.com',
});

function setup(props: { client?: Client } = {}) {
  const onSaved = vi.fn();
  renderWithProviders(<ClientForm {...props} onSaved={onSaved} onCancel={() => undefined} />);
  return { onSaved, user: userEvent.setup() };
}

describe('ClientForm (SPEC §5 Client form)', () => {
  it('shows every required-field message without calling the server', async () => {
    const fetchMock = mockApi({});
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Crear Cliente' }));
    expect(await screen.findByText('El nombre es requerido')).toBeInTheDocument();
    expect(
      screen.getByText('Indica un email o un teléfono para poder contactar con él'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates a client with a phone only, and checks the DNI/NIE letter and the channel', async () => {
    const fetchMock = mockApi({
      'POST /api/clients': ({ body }) => ok({ ...client, ...(body as object) }, undefined, 201),
    });
    const { user, onSaved } = setup();
    await user.type(screen.getByLabelText(/^Nombre completo/), 'Rosa Vega');
    await user.type(screen.getByRole('textbox', { name: 'Teléfono' }), '622 33 44 55');
    await user.type(screen.getByLabelText(/^DNI, NIE o NIF/), 'x1234567a');
    await user.selectOptions(screen.getByLabelText('Prefiere que le escribas por'), 'email');
    await user.click(screen.getByRole('button', { name: 'Crear Cliente' }));
    expect(
      await screen.findByText('El DNI, NIE o NIF no es válido: revisa la letra'),
    ).toBeInTheDocument();
    expect(screen.getByText('Para preferir el email, indica su email')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(/^DNI, NIE o NIF/));
    await user.type(screen.getByLabelText(/^DNI, NIE o NIF/), 'x-1234567-l');
    await user.selectOptions(screen.getByLabelText('Prefiere que le escribas por'), 'whatsapp');
    await user.click(screen.getByLabelText(/^Acepta recibir mensajes/));
    await user.click(screen.getByRole('button', { name: 'Crear Cliente' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const body = JSON.parse(fetchMock.mock.calls[0]![1]!.body as string);
    expect(body).toMatchObject({
      name: 'Rosa Vega',
      email: '',
      phone: '622 33 44 55',
      taxId: 'X1234567L',
      preferredChannel: 'whatsapp',
      messagesConsent: true,
    });
  });

  it('checks the e-mail format and the emergency phone rule', async () => {
    mockApi({});
    const { user } = setup();
    await user.type(screen.getByLabelText(/^Nombre completo/), 'Ana Ruiz');
    await user.type(screen.getByLabelText(/^Email/), 'ana@');
    await user.type(screen.getByRole('textbox', { name: 'Teléfono' }), '600111222');
    await user.type(screen.getByLabelText('Nombre del contacto'), 'Luis');
    await user.click(screen.getByRole('button', { name: 'Crear Cliente' }));
    expect(await screen.findByText('El email no es válido')).toBeInTheDocument();
    expect(
      screen.getByText(
        'El teléfono de emergencia es requerido si se proporciona un contacto de emergencia',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Teléfono de emergencia')).toHaveAttribute('aria-invalid', 'true');
  });

  it('creates with the one name field and empty optionals as null', async () => {
    const fetchMock = mockApi({
      'POST /api/clients': ({ body }) =>
        ok({ ...client, ...(body as object), preferredChannel: 'email' }, undefined, 201),
    });
    const { user, onSaved } = setup();
    await user.type(screen.getByLabelText(/^Nombre completo/), '  Ana Ruiz Gil ');
    await user.type(screen.getByLabelText(/^Email/), 'ANA@Example.com');
    await user.type(screen.getByRole('textbox', { name: 'Teléfono' }), '600 111 222');
    await user.click(screen.getByRole('button', { name: 'Crear Cliente' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const body = JSON.parse(fetchMock.mock.calls[0]![1]!.body as string);
    expect(body).toEqual({
      name: 'Ana Ruiz Gil',
      email: 'ana@example.com',
      phone: '600 111 222',
      address: null,
      emergencyContact: null,
      emergencyPhone: null,
      notes: null,
      taxId: null,
      fiscalKind: 'particular',
      preferredChannel: null,
      messagesConsent: false,
    });
  });

  it("suggests the client's kind from the NIF typed and keeps what the trainer picks", async () => {
    const fetchMock = mockApi({
      'POST /api/clients': ({ body }) =>
        ok({ ...client, ...(body as object), preferredChannel: 'whatsapp' }, undefined, 201),
    });
    const { user, onSaved } = setup();
    const kind = screen.getByLabelText('Para sus facturas es');
    expect(kind).toHaveValue('particular');
    await user.type(screen.getByLabelText(/^Nombre completo/), 'Club Canino SL');
    await user.type(screen.getByRole('textbox', { name: 'Teléfono' }), '622 33 44 55');
    // A company's NIF (the former CIF): a business, who withholds IRPF.
    await user.type(screen.getByLabelText(/^DNI, NIE o NIF/), 'B12345674');
    expect(kind).toHaveValue('profesional');
    // An autónomo with a DNI is a professional by the trainer's choice, which the NIF then keeps.
    await user.clear(screen.getByLabelText(/^DNI, NIE o NIF/));
    await user.type(screen.getByLabelText(/^DNI, NIE o NIF/), '12345678Z');
    expect(kind).toHaveValue('particular');
    await user.selectOptions(kind, 'profesional');
    await user.clear(screen.getByLabelText(/^DNI, NIE o NIF/));
    await user.type(screen.getByLabelText(/^DNI, NIE o NIF/), '12345678Z');
    expect(kind).toHaveValue('profesional');
    await user.click(screen.getByRole('button', { name: 'Crear Cliente' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const body = JSON.parse(fetchMock.mock.calls[0]![1]!.body as string);
    expect(body).toMatchObject({ taxId: '12345678Z', fiscalKind: 'profesional' });
  });

  it("keeps a stored client's kind when editing", async () => {
    mockApi({});
    setup({ client: { ...client, taxId: '12345678Z', fiscalKind: 'profesional' } });
    expect(screen.getByLabelText('Para sus facturas es')).toHaveValue('profesional');
  });

  it('edits with the current values and shows the fallback text when saving fails', async () => {
    mockApi({ [`PUT /api/clients/${client.id}`]: () => fail(500, 'INTERNAL_ERROR', '') });
    const { user, onSaved } = setup({ client });
    expect(screen.getByLabelText(/^Nombre completo/)).toHaveValue('María José Pérez');
    await user.click(screen.getByRole('button', { name: 'Actualizar Cliente' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error al guardar el cliente. Por favor, intenta de nuevo.',
    );
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("puts the server's field message on its field", async () => {
    mockApi({
      'POST /api/clients': () =>
        fail(400, 'VALIDATION_ERROR', 'El email no es válido', { email: 'El email no es válido' }),
    });
    const { user } = setup();
    await user.type(screen.getByLabelText(/^Nombre completo/), 'Ana');
    await user.type(screen.getByLabelText(/^Email/), 'ana@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Teléfono' }), '600111222');
    await user.click(screen.getByRole('button', { name: 'Crear Cliente' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true'),
    );
  });
});
