import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/testing/fixtures';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { SessionCard } from './session-card';
import { SessionDetailView } from './session-detail-view';
import { makeSession } from './session-test-data';

describe('SessionCard', () => {
  it('shows every field, the duration as Xh Ym and its three actions', async () => {
    const session = makeSession({ duration: 135 });
    const onDelete = vi.fn();
    renderWithProviders(<SessionCard session={session} onDelete={onDelete} />, {
      auth: fakeAuth(),
    });
    const card = await screen.findByRole('article', { name: 'Rex' });
    const c = within(card);
    expect(c.getByText('Ana López')).toBeInTheDocument();
    expect(c.getByText('05/03/2026')).toBeInTheDocument();
    expect(c.getByText('2 h 15 min')).toBeInTheDocument();
    expect(c.getByRole('img', { name: '4 de 5 estrellas' })).toBeInTheDocument();
    expect(c.getByText('70%')).toBeInTheDocument();
    expect(c.getByText('Buen progreso')).toBeInTheDocument();
    for (const text of ['Sentarse y quedarse', 'Paseo con correa corta', 'Muy atento']) {
      expect(c.getByText(text)).toBeInTheDocument();
    }
    expect(c.getByText('Creada el 05/03/2026')).toBeInTheDocument();
    expect(c.getByRole('link', { name: /^Ver la sesión de Rex/ })).toHaveAttribute(
      'href',
      `/sessions/${session.id}`,
    );
    expect(c.getByRole('link', { name: /^Editar/ })).toHaveAttribute(
      'href',
      `/sessions/${session.id}/edit`,
    );
    await userEvent.click(c.getByRole('button', { name: /^Eliminar/ }));
    expect(onDelete).toHaveBeenCalledWith(session);
  });

  it("shows the date and time on the trainer's clock, not the browser's", async () => {
    // 23:30 UTC on 5 March is already 6 March in Madrid, and still 5 March in New York.
    const session = makeSession({ date: '2026-03-05T23:30:00.000Z' });
    const madrid = renderWithProviders(<SessionCard session={session} onDelete={vi.fn()} />, {
      auth: fakeAuth({ user: makeUser({ timeZone: 'Europe/Madrid' }) }),
    });
    const card = within(await screen.findByRole('article', { name: 'Rex' }));
    expect(card.getByText('06/03/2026')).toBeInTheDocument();
    expect(card.getByText('00:30')).toBeInTheDocument();
    madrid.unmount();
    renderWithProviders(<SessionCard session={session} onDelete={vi.fn()} />, {
      auth: fakeAuth({ user: makeUser({ timeZone: 'America/New_York' }) }),
    });
    const other = within(await screen.findByRole('article', { name: 'Rex' }));
    expect(other.getByText('05/03/2026')).toBeInTheDocument();
    expect(other.getByText('18:30')).toBeInTheDocument();
  });

  it("reads 'Sin calificar' and leaves out empty observations", async () => {
    renderWithProviders(
      <SessionCard
        session={makeSession({ rating: null, observations: null })}
        onDelete={vi.fn()}
      />,
      {
        auth: fakeAuth(),
      },
    );
    expect(await screen.findByText('Sin calificar')).toBeInTheDocument();
    expect(screen.queryByText('Observaciones')).toBeNull();
  });
});

describe('SessionDetailView', () => {
  it("shows the duration as 'X hora(s) y Y minuto(s)', the rating text and every field", async () => {
    renderWithProviders(
      <SessionDetailView
        session={makeSession({ duration: 61, rating: 5, progress: 85 })}
        dogAge="3 años"
      />,
      {
        auth: fakeAuth(),
      },
    );
    expect(await screen.findByText('1 h 1 min')).toBeInTheDocument();
    expect(screen.getByText('Excelente sesión')).toBeInTheDocument();
    expect(screen.getByText('Excelente progreso')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rex' })).toHaveAttribute(
      'href',
      '/dogs/0190a000-0000-7000-8000-0000000000d1',
    );
    expect(screen.getByRole('link', { name: 'Ana López' })).toBeInTheDocument();
    for (const text of [
      'Pastor alemán',
      '3 años',
      'Sentarse y quedarse',
      'Paseo con correa corta',
      'Muy atento',
      'Trabajar la llamada',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText(/Creada el 05\/03\/2026/)).toBeInTheDocument();
    expect(screen.getByText(/Actualizada el 06\/03\/2026/)).toBeInTheDocument();
  });
});
