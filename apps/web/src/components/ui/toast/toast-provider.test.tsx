import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from './toast-provider';
import { useToast, type ToastInput } from './toast-context';

function Raiser({ toasts }: { toasts: ToastInput[] }) {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toasts.forEach(toast)}>
      Avisar
    </button>
  );
}

/** The app with a button that raises `toasts`, pressed once. */
function openApp(toasts: ToastInput[]) {
  const app = render(
    <ToastProvider>
      <Raiser toasts={toasts} />
    </ToastProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Avisar' }));
  return app;
}

function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ToastProvider', () => {
  it('takes a toast away after its time, and an error stays longer', () => {
    vi.useFakeTimers();
    openApp([
      { variant: 'success', title: 'Cliente guardado' },
      { variant: 'error', title: 'No se pudo guardar' },
    ]);
    wait(5000);
    expect(screen.queryByText('Cliente guardado')).toBeNull();
    expect(screen.getByText('No se pudo guardar')).toBeVisible();
    wait(3000);
    expect(screen.queryByText('No se pudo guardar')).toBeNull();
  });

  it('stops every countdown when the app goes away, so none fires on a page that is gone', () => {
    vi.useFakeTimers();
    const app = openApp([
      { title: 'Enlace copiado' },
      { title: 'Cita movida', action: { label: 'Deshacer', onClick: () => undefined } },
    ]);
    expect(vi.getTimerCount()).toBe(2);
    app.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
