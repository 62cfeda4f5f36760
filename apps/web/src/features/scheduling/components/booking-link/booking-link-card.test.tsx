import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { makeUser } from '@/testing/fixtures';
import { BookingLinkCard } from './booking-link-card';

const trainer = makeUser({ firstName: 'Lucía' });
const link = `${window.location.origin}/book-appointment/${trainer.id}`;

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(window, 'isSecureContext');
});

describe('the booking link card (Ajustes and Panel)', () => {
  it('shows the whole link, copies it, and draws its QR code to download', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderWithProviders(<BookingLinkCard />, { auth: fakeAuth({ user: trainer }) });

    expect(screen.getByTestId('booking-link')).toHaveTextContent(link);
    expect(screen.getByRole('link', { name: 'Abrir' })).toHaveAttribute('href', link);
    const qr = await screen.findByRole('img', { name: 'Código QR del enlace de reservas' });
    // The QR encodes the link (an SVG with its modules as a path).
    const svg = decodeURIComponent(qr.getAttribute('src')!.split(',')[1]!);
    expect(svg).toMatch(/^<svg[^>]*viewBox/);
    expect(screen.getByRole('link', { name: 'Descargar QR' })).toHaveAttribute(
      'download',
      'qr-reservas.svg',
    );
    expect(screen.getByRole('button', { name: 'Imprimir QR' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Copiar enlace' }));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(await screen.findByText('Enlace copiado')).toBeVisible();
  });
});
