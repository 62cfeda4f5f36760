import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { makeUser } from '@/testing/fixtures';
import { makeRequest } from '../../test-fixtures';
import { RequestActions } from './request-actions';

const auth = fakeAuth({ user: makeUser({ firstName: 'Lucía', lastName: 'García' }) });
const noop = () => undefined;
const show = (overrides: Parameters<typeof makeRequest>[0]) =>
  renderWithProviders(
    <RequestActions request={makeRequest(overrides)} onApprove={noop} onReject={noop} />,
    { auth },
  );

describe('WhatsApp action on a request', () => {
  it('opens wa.me with the number in E.164 and the confirmation of the day asked for', () => {
    show({ requestedDate: '2026-12-15', requestedTime: '10:00' });
    const link = screen.getByRole('link', { name: /WhatsApp a Marta Ruiz \(Rocky\)/ });
    const url = new URL(link.getAttribute('href')!);
    expect(url.origin + url.pathname).toBe('https://wa.me/34612345678');
    expect(url.searchParams.get('text')).toBe(
      'Hola, Marta. Soy Lucía García.\nTe confirmo la cita con Rocky el martes, 15 de diciembre a las 10:00.\n¡Nos vemos!',
    );
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('a rejected request carries the refusal and its reason', () => {
    show({ status: 'REJECTED', rejectionReason: 'Estoy de viaje' });
    const link = screen.getByRole('link', { name: /WhatsApp/ });
    expect(new URL(link.getAttribute('href')!).searchParams.get('text')).toContain(
      'Motivo: Estoy de viaje.',
    );
    expect(screen.queryByRole('button', { name: /Aprobar/ })).toBeNull();
  });

  it('a number that cannot be read says why instead of linking', () => {
    show({ clientPhone: '6123' });
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
    expect(
      screen.getByText(/WhatsApp no disponible: no es un número válido \(6123\)/),
    ).toBeVisible();
  });
});
