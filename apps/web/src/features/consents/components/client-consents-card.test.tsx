import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAPER_SIGNATURE_MESSAGES, todayIn, type ClientConsents } from '@adiestra/shared';
import { fail, mockApi, ok } from '@/testing/fetch-mock';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { ClientConsentsCard } from './client-consents-card';

const CLIENT = '0190a0a0-0000-7000-8000-0000000000c1';
const TOBY = '0190a0a0-0000-7000-8000-0000000000d1';
const LUNA = '0190a0a0-0000-7000-8000-0000000000d2';
const LIABILITY_V2 = '0190a0a0-0000-7000-8000-0000000000e2';
const PHOTOS_V1 = '0190a0a0-0000-7000-8000-0000000000f1';

const consents: ClientConsents = {
  acceptances: [
    {
      id: 'acc1',
      kind: 'liability',
      versionId: LIABILITY_V2,
      version: 2,
      clientId: CLIENT,
      dogId: TOBY,
      dogName: 'Toby',
      signedName: 'Inés Ruiz Gómez',
      ip: '203.0.113.7',
      method: 'online',
      textShown: 'Responsabilidad y riesgos',
      acceptedAt: '2026-01-06T10:00:00.000Z',
    },
  ],
  pending: [
    {
      kind: 'liability',
      versionId: LIABILITY_V2,
      version: 2,
      clientId: CLIENT,
      clientName: 'Inés Ruiz',
      dogId: LUNA,
      dogName: 'Luna',
    },
    {
      kind: 'photos',
      versionId: PHOTOS_V1,
      version: 1,
      clientId: CLIENT,
      clientName: 'Inés Ruiz',
      dogId: null,
      dogName: null,
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('the client’s consents card', () => {
  it('lists what was accepted, per dog, with the PDF copy, and what is still pending', async () => {
    const fetchMock = mockApi({
      [`GET /api/consents/clients/${CLIENT}`]: () => ok(consents),
      'GET /api/consents/acceptances/acc1/pdf': () =>
        new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
    });
    const createObjectURL = vi.fn(() => 'blob:copia');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    renderWithProviders(<ClientConsentsCard clientId={CLIENT} clientName="Inés Ruiz" />);

    const accepted = await screen.findByRole('list', { name: 'Aceptados' });
    expect(within(accepted).getByText('Responsabilidad y riesgos · Toby')).toBeVisible();
    expect(within(accepted).getByText(/Versión 2 · .*2026.* · Inés Ruiz Gómez/)).toBeVisible();
    const pending = screen.getByRole('list', { name: 'Pendientes de aceptar' });
    expect(
      within(pending)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Responsabilidad y riesgos · LunaFalta aceptar la versión 2',
      'Uso de fotos y vídeosFalta aceptar la versión 1',
    ]);

    await userEvent.click(
      screen.getByRole('button', {
        name: 'Descargar PDF de Responsabilidad y riesgos · Toby, versión 2',
      }),
    );
    await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls.map(([input]) => input as string)).toContainEqual(
      expect.stringContaining('/api/consents/acceptances/acc1/pdf'),
    );
  });

  it('says when there is nothing to accept, and shows the error when the list fails', async () => {
    mockApi({
      [`GET /api/consents/clients/${CLIENT}`]: () => ok({ acceptances: [], pending: [] }),
    });
    const { unmount } = renderWithProviders(
      <ClientConsentsCard clientId={CLIENT} clientName="Inés Ruiz" />,
    );
    expect(await screen.findByText(/No hay documentos que aceptar/)).toBeVisible();
    unmount();

    mockApi({
      [`GET /api/consents/clients/${CLIENT}`]: () =>
        fail(404, 'NOT_FOUND', 'Cliente no encontrado'),
    });
    renderWithProviders(<ClientConsentsCard clientId={CLIENT} clientName="Inés Ruiz" />);
    expect(await screen.findByText('Cliente no encontrado')).toBeVisible();
  });

  it('records a signature on paper: the document and its version, who signed and the day', async () => {
    const today = todayIn('Europe/Madrid');
    const posted: unknown[] = [];
    const paper = {
      ...consents.acceptances[0]!,
      id: 'acc2',
      kind: 'photos' as const,
      versionId: PHOTOS_V1,
      version: 1,
      dogId: null,
      dogName: null,
      signedName: 'Inés Ruiz Gómez',
      ip: null,
      method: 'paper' as const,
      acceptedAt: `${today}T11:00:00.000Z`,
    };
    let after: ClientConsents = consents;
    mockApi({
      [`GET /api/consents/clients/${CLIENT}`]: () => ok(after),
      [`POST /api/consents/clients/${CLIENT}/paper`]: ({ body }) => {
        posted.push(body);
        if ((body as { signedOn: string }).signedOn > today)
          return fail(400, 'VALIDATION_ERROR', PAPER_SIGNATURE_MESSAGES.future, {
            signedOn: PAPER_SIGNATURE_MESSAGES.future,
          });
        after = {
          acceptances: [paper, ...consents.acceptances],
          pending: consents.pending.slice(0, 1),
        };
        return ok(paper, PAPER_SIGNATURE_MESSAGES.recorded, 201);
      },
    });
    const user = userEvent.setup();
    renderWithProviders(
      <ClientConsentsCard
        clientId={CLIENT}
        clientName="Inés Ruiz"
        askToSign={<button type="button">Pedir la firma</button>}
      />,
      { auth: fakeAuth() },
    );
    expect(await screen.findByRole('button', { name: 'Pedir la firma' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Registrar firma en papel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar firma en papel' });
    await user.selectOptions(
      within(dialog).getByLabelText('Documento'),
      'Uso de fotos y vídeos · versión 1',
    );
    const name = within(dialog).getByLabelText(/Nombre y apellidos de quien firma/);
    expect(name).toHaveValue('Inés Ruiz');
    await user.clear(name);
    await user.type(name, 'Inés');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar firma' }));
    // One word is not a name and surnames: said in place, nothing sent.
    expect(await within(dialog).findByText('Escribe tu nombre y tus apellidos')).toBeVisible();
    expect(posted).toEqual([]);

    await user.type(name, ' Ruiz Gómez');
    const day = within(dialog).getByLabelText(/Fecha de la firma/);
    expect(day).toHaveValue(today);
    await user.click(within(dialog).getByRole('button', { name: 'Registrar firma' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toEqual([
      { versionId: PHOTOS_V1, dogId: null, signedName: 'Inés Ruiz Gómez', signedOn: today },
    ]);
    const accepted = await screen.findByRole('list', { name: 'Aceptados' });
    await vi.waitFor(() =>
      expect(within(accepted).getByText(/firmado en papel el .* · Inés Ruiz Gómez/)).toBeVisible(),
    );
    expect(within(accepted).getByText('En papel')).toBeVisible();
  });
});
