import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog';
import { ToastProvider } from './toast/toast-provider';
import { useToast } from './toast/toast-context';

function Page() {
  const [open, setOpen] = useState(false);
  const { toast } = useToast();
  return (
    <>
      <button onClick={() => setOpen(true)}>Abrir</button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Nuevo horario">
        <button onClick={() => toast({ title: 'Guardado', variant: 'success' })}>Guardar</button>
      </Dialog>
    </>
  );
}

/** The app renders into #root, as in index.html, so the dialog can make it inert. */
function renderInRoot() {
  const root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
  const result = render(
    <ToastProvider>
      <Page />
    </ToastProvider>,
    { container: root },
  );
  return { root, ...result };
}

describe('Dialog', () => {
  it('makes the page behind inert, keeps toasts reachable, and gives focus back on close', async () => {
    const user = userEvent.setup();
    const { root } = renderInRoot();
    const opener = screen.getByRole('button', { name: 'Abrir' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Nuevo horario' });
    expect(root.inert).toBe(true);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const notifications = screen.getByRole('region', { name: 'Notificaciones' });
    expect(root.contains(notifications)).toBe(false);
    expect(notifications).toHaveTextContent('Guardado');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(root.inert).toBe(false);
    expect(opener).toHaveFocus();
    root.remove();
  });
});
