import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientConsents } from '@adiestra/shared';
import { fail, mockApi, ok } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { ClientConsentsCard } from './client-consents-card';

const CLIENT = '0190a0a0-0000-7000-8000-0000000000c1';
const TOBY = '0190a0a0-0000-7000-8000-0000000000d1';
const LUNA = '0190a0a0-0000-7000-8000-0000000000d2';

const consents: ClientConsents = {
  acceptances: [
    {
      id: 'acc1',
      kind: 'liability',
      versionId: 'v2',
      version: 2,
      clientId: CLIENT,
      dogId: TOBY,
      dogName: 'Toby',
      signedName: 'Inés Ruiz Gómez',
      ip: '203.0.113.7',
      textShown: 'Responsabilidad y riesgos',
      acceptedAt: '2026-01-06T10:00:00.000Z',
    },
  ],
  pending: [
    {
      kind: 'liability',
      version: 2,
      clientId: CLIENT,
      clientName: 'Inés Ruiz',
      dogId: LUNA,
      dogName: 'Luna',
    },
    {
      kind: 'photos',
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
    renderWithProviders(<ClientConsentsCard clientId={CLIENT} />);

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
    const { unmount } = renderWithProviders(<ClientConsentsCard clientId={CLIENT} />);
    expect(await screen.findByText(/No hay documentos que aceptar/)).toBeVisible();
    unmount();

    mockApi({
      [`GET /api/consents/clients/${CLIENT}`]: () =>
        fail(404, 'NOT_FOUND', 'Cliente no encontrado'),
    });
    renderWithProviders(<ClientConsentsCard clientId={CLIENT} />);
    expect(await screen.findByText('Cliente no encontrado')).toBeVisible();
  });
});
