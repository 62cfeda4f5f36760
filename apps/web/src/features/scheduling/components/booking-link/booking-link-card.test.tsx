import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '@/testing/fetch-mock';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { makeUser } from '@/testing/fixtures';
import { BookingLinkCard } from './booking-link-card';

const trainer = makeUser({ firstName: 'Lucía' });
const readable = `${window.location.origin}/reservar/adiestramiento-nunez`;
const byId = `${window.location.origin}/book-appointment/${trainer.id}`;

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(window, 'isSecureContext');
});

describe('the booking link card (Ajustes and Panel)', () => {
  it('shows the readable address in full, copies it, and draws its QR code to download', async () => {
    mockApi({
      'GET /api/owner-area/booking-address': () =>
        ok({ slug: 'adiestramiento-nunez', path: '/reservar/adiestramiento-nunez' }),
    });
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderWithProviders(<BookingLinkCard />, { auth: fakeAuth({ user: trainer }) });

    expect(await screen.findByText(readable)).toBeVisible();
    expect(screen.getByTestId('booking-link')).toHaveTextContent(readable);
    expect(screen.getByRole('link', { name: 'Abrir' })).toHaveAttribute('href', readable);
    const qr = await screen.findByRole('img', { name: 'Código QR del enlace de reservas' });
    // The QR encodes the link (an SVG with its modules as a path).
    const svg = decodeURIComponent(qr.getAttribute('src')!.split(',')[1]!);
    expect(svg).toMatch(/^<svg[^>]*viewBox/);
    expect(screen.getByRole('link', { name: 'Descargar QR' })).toHaveAttribute(
      'download',
      'qr-reservas.svg',
    );
    expect(screen.getByRole('button', { name: 'Imprimir QR' })).toBeEnabled();
    expect(screen.queryByText(/nombre de tu negocio/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Copiar enlace' }));
    expect(writeText).toHaveBeenCalledWith(readable);
    expect(await screen.findByText('Enlace copiado')).toBeVisible();
  });

  it('says the address gets readable with a business name, while the id one serves', async () => {
    mockApi({
      'GET /api/owner-area/booking-address': () =>
        ok({ slug: null, path: `/book-appointment/${trainer.id}` }),
    });
    renderWithProviders(<BookingLinkCard />, { auth: fakeAuth({ user: trainer }) });
    expect(await screen.findByText(byId)).toBeVisible();
    expect(screen.getByText(/nombre de tu negocio/)).toBeVisible();
  });

  it('waits for the address, and falls back to the id address when it cannot be read', async () => {
    mockApi({
      'GET /api/owner-area/booking-address': () => fail(500, 'INTERNAL', 'Error del servidor'),
    });
    renderWithProviders(<BookingLinkCard />, { auth: fakeAuth({ user: trainer }) });
    expect(screen.getByText('Cargando el enlace…')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copiar enlace' })).toBeDisabled();
    expect(await screen.findByText(byId)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copiar enlace' })).toBeEnabled();
  });
});
