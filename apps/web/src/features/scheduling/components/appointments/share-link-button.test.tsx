import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '@/testing/fetch-mock';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { makeUser } from '@/testing/fixtures';
import { copyText } from './copy-text';
import { ShareLinkButton } from './share-link-button';

const trainer = makeUser({ firstName: 'Lucía' });
// Issue 27: the readable address the API gives for the business name.
const link = `${window.location.origin}/reservar/adiestramiento-nunez`;

function setSecure(secure: boolean, writeText?: (text: string) => Promise<void>) {
  Object.defineProperty(window, 'isSecureContext', { configurable: true, value: secure });
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}

/** jsdom has no execCommand: each test installs its own (and the property is removed after). */
function stubExecCommand(fn: (command: string) => boolean) {
  const exec = vi.fn(fn);
  Object.defineProperty(document, 'execCommand', { configurable: true, value: exec });
  return exec;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(window, 'isSecureContext');
  Reflect.deleteProperty(document, 'execCommand');
  vi.useRealTimers();
});

describe('copyText', () => {
  it('uses the Clipboard API in a secure context', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    setSecure(true, writeText);
    await expect(copyText('hola')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('hola');
  });

  it('falls back to a hidden textarea and execCommand, and cleans up', async () => {
    setSecure(false);
    let copied = '';
    const exec = stubExecCommand(() => {
      copied = document.querySelector('textarea')?.value ?? '';
      return true;
    });
    await expect(copyText('enlace')).resolves.toBe(true);
    expect(exec).toHaveBeenCalledWith('copy');
    expect(copied).toBe('enlace');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('falls back when the Clipboard API refuses, and reports a total failure', async () => {
    setSecure(true, () => Promise.reject(new Error('denied')));
    stubExecCommand(() => false);
    await expect(copyText('x')).resolves.toBe(false);
  });
});

describe('ShareLinkButton', () => {
  beforeEach(() => {
    mockApi({
      'GET /api/owner-area/booking-address': () =>
        ok({ slug: 'adiestramiento-nunez', path: '/reservar/adiestramiento-nunez' }),
    });
  });

  it("copies the trainer's booking link and shows '¡Copiado!' for 2 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const writeText = vi.fn(() => Promise.resolve());
    setSecure(true, writeText);
    renderWithProviders(<ShareLinkButton />, { auth: fakeAuth({ user: trainer }) });
    const button = await screen.findByRole('button', { name: 'Compartir Enlace' });
    await vi.waitFor(() => expect(button).toBeEnabled());
    await act(async () => {
      fireEvent.click(button);
      await Promise.resolve();
    });
    expect(writeText).toHaveBeenCalledWith(link);
    expect(screen.getByRole('button', { name: '¡Copiado!' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Enlace de reservas copiado');
    act(() => {
      vi.advanceTimersByTime(1900);
    });
    expect(screen.getByRole('button', { name: '¡Copiado!' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.getByRole('button', { name: 'Compartir Enlace' })).toBeInTheDocument();
  });

  it('shows the link in an error toast when nothing could be copied', async () => {
    setSecure(false);
    stubExecCommand(() => false);
    renderWithProviders(<ShareLinkButton />, { auth: fakeAuth({ user: trainer }) });
    const button = await screen.findByRole('button', { name: 'Compartir Enlace' });
    await vi.waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    expect(await screen.findByText('No se pudo copiar el enlace')).toBeInTheDocument();
    expect(screen.getByText(link)).toBeInTheDocument();
  });
});
