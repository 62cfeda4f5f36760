import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OWNER_INVITATION_MESSAGES } from '@adiestra/shared';
import { mockApi, ok } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { InviteClientButton } from './invite-client-dialog';

const CLIENT = '0190a0a0-0000-7000-8000-0000000000c1';
const marta = { id: CLIENT, name: 'Marta Vidal', email: 'marta@example.com', phone: '612 345 678' };

afterEach(() => vi.unstubAllGlobals());

describe('inviting a client to Mi área', () => {
  it('sends the invitation to sign by e-mail', async () => {
    const posted: unknown[] = [];
    mockApi({
      [`POST /api/owner-invitations/clients/${CLIENT}`]: ({ body }) => {
        posted.push(body);
        return ok(
          { channel: 'email', link: null, text: null, expiresAt: '2026-12-09T10:00:00.000Z' },
          OWNER_INVITATION_MESSAGES.mailed,
          201,
        );
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<InviteClientButton client={marta} purpose="documents" />);
    await user.click(await screen.findByRole('button', { name: 'Pedir la firma' }));
    const dialog = screen.getByRole('dialog', { name: 'Pedir la firma de documentos' });
    expect(within(dialog).getByText(/El e-mail va a marta@example.com/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Enviar por e-mail' }));
    expect(await screen.findByText(OWNER_INVITATION_MESSAGES.mailed)).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posted).toEqual([{ purpose: 'documents', channel: 'email' }]);
  });

  it('opens WhatsApp with the text the API wrote, link included', async () => {
    const text = 'Hola, Marta: Huella Educa te invita a Mi área. http://app/mi-area/entrar?token=x';
    mockApi({
      [`POST /api/owner-invitations/clients/${CLIENT}`]: () =>
        ok(
          {
            channel: 'whatsapp',
            link: 'http://app/mi-area/entrar?token=x',
            text,
            expiresAt: '2026-12-09T10:00:00.000Z',
          },
          undefined,
          201,
        ),
    });
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    const user = userEvent.setup();
    renderWithProviders(<InviteClientButton client={marta} purpose="area" />);
    await user.click(await screen.findByRole('button', { name: 'Invitar a Mi área' }));
    const dialog = screen.getByRole('dialog', { name: 'Invitar a Mi área' });
    await user.click(
      within(dialog).getByRole('button', {
        name: 'Escribir por WhatsApp a Marta Vidal (se abre en una pestaña nueva)',
      }),
    );
    await vi.waitFor(() => expect(tab.location.href).toContain('https://wa.me/34612345678?text='));
    expect(decodeURIComponent(tab.location.href.split('text=')[1]!)).toBe(text);
    expect(tab.opener).toBeNull();
  });

  it('without an e-mail, says Mi área needs one and offers no sending', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderWithProviders(
      <InviteClientButton client={{ ...marta, email: '' }} purpose="documents" />,
    );
    await user.click(await screen.findByRole('button', { name: 'Pedir la firma' }));
    const dialog = screen.getByRole('dialog', { name: 'Pedir la firma de documentos' });
    expect(within(dialog).getByText(/Mi área se abre con el e-mail del cliente/)).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Enviar por e-mail' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /WhatsApp/ })).toBeNull();
  });
});
