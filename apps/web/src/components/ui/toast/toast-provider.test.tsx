import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from './toast-provider';
import { useToast, type ToastInput } from './toast-context';

let raise: (input: ToastInput) => void = () => undefined;
function Raiser() {
  raise = useToast().toast;
  return null;
}

function openApp() {
  return render(
    <ToastProvider>
      <Raiser />
    </ToastProvider>,
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ToastProvider', () => {
  it('takes a toast away after its time, and an error stays longer', () => {
    vi.useFakeTimers();
    openApp();
    act(() => raise({ variant: 'success', title: 'Cliente guardado' }));
    act(() => raise({ variant: 'error', title: 'No se pudo guardar' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByText('Cliente guardado')).toBeNull();
    expect(screen.getByText('No se pudo guardar')).toBeVisible();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText('No se pudo guardar')).toBeNull();
  });

  it('stops every countdown when the app goes away, so none fires on a page that is gone', () => {
    vi.useFakeTimers();
    const app = openApp();
    act(() => raise({ title: 'Enlace copiado' }));
    act(() => raise({ title: 'Deshecho', action: { label: 'Deshacer', onClick: () => undefined } }));
    expect(vi.getTimerCount()).toBe(2);
    app.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
