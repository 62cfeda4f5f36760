import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, type MockRequest } from '@/testing/fetch-mock';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { makeUser } from '@/testing/fixtures';
import { makeRequest } from '../../test-fixtures';
import { RequestActions } from './request-actions';

const auth = fakeAuth({ user: makeUser({ firstName: 'Lucía', lastName: 'García' }) });
const noop = () => undefined;
const LINK = `https://app.test/mi-area/cita?token=${'a'.repeat(43)}`;
const PLACE = 'Parque del Oeste, entrada de Moncloa';

/** The tab the click opens at once, then sends to wa.me. */
function stubTab() {
  const tab = { opener: window as Window | null, location: { href: '' }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  return { tab, open };
}

function show(
  overrides: Parameters<typeof makeRequest>[0],
  reply = () => ok({ link: LINK, place: PLACE }, undefined, 201),
) {
  const posts: MockRequest[] = [];
  mockApi({
    'POST /api/owner-area/share-links': (r) => {
      posts.push(r);
      return reply();
    },
  });
  renderWithProviders(
    <RequestActions request={makeRequest(overrides)} onApprove={noop} onReject={noop} />,
    { auth },
  );
  return posts;
}

const whatsappButton = () =>
  screen.getByRole('button', { name: /WhatsApp a Marta Ruiz \(Rocky\)/ });

afterEach(() => vi.restoreAllMocks());

describe('WhatsApp action on a request', () => {
  it('asks the API for the owner’s link only on the click, then opens wa.me with it and the place', async () => {
    const { tab, open } = stubTab();
    const posts = show({ requestedDate: '2026-12-15', requestedTime: '10:00' });
    expect(posts).toHaveLength(0);
    await userEvent.click(whatsappButton());
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).not.toBe(''));
    expect(posts.map((p) => p.body)).toEqual([{ requestId: makeRequest().id }]);
    const url = new URL(tab.location.href);
    expect(url.origin + url.pathname).toBe('https://wa.me/34612345678');
    expect(url.searchParams.get('text')).toBe(
      [
        'Hola, Marta. Soy Lucía García.',
        'Te confirmo la cita con Rocky el martes, 15 de diciembre a las 10:00.',
        `Lugar: ${PLACE}.`,
        `Los detalles de la cita: ${LINK}`,
        '¡Nos vemos!',
      ].join('\n'),
    );
    // The chat cannot reach back into the back office.
    expect(tab.opener).toBeNull();
  });

  it('in a school, says who gives it, as the API answers (decision 0147)', async () => {
    const { tab } = stubTab();
    show({ requestedDate: '2026-12-15', requestedTime: '10:00' }, () =>
      ok({ link: LINK, place: null, givenBy: 'Luis Ruiz' }, undefined, 201),
    );
    await userEvent.click(whatsappButton());
    await waitFor(() => expect(tab.location.href).not.toBe(''));
    expect(new URL(tab.location.href).searchParams.get('text')).toContain(
      'Te confirmo la cita de Rocky con Luis Ruiz el martes, 15 de diciembre a las 10:00.',
    );
  });

  it('a rejected request carries the refusal, its reason and the owner’s link', async () => {
    const { tab } = stubTab();
    show({ status: 'REJECTED', rejectionReason: 'Estoy de viaje' });
    expect(screen.queryByRole('button', { name: /Aprobar/ })).toBeNull();
    await userEvent.click(whatsappButton());
    await waitFor(() => expect(tab.location.href).not.toBe(''));
    const text = new URL(tab.location.href).searchParams.get('text');
    expect(text).toContain('Motivo: Estoy de viaje.');
    expect(text).toContain(`Tu solicitud y tus citas: ${LINK}`);
  });

  it('when the link cannot be issued, closes the tab and says so', async () => {
    const { tab } = stubTab();
    show({}, () => fail(404, 'NOT_FOUND', 'La solicitud no existe'));
    await userEvent.click(whatsappButton());
    expect(await screen.findByText('La solicitud no existe')).toBeVisible();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
  });

  it('a number that cannot be read says why instead of offering the chat', () => {
    show({ clientPhone: '6123' });
    expect(screen.queryByRole('button', { name: /WhatsApp/ })).toBeNull();
    expect(
      screen.getByText(/WhatsApp no disponible: no es un número válido \(6123\)/),
    ).toBeVisible();
  });
});
