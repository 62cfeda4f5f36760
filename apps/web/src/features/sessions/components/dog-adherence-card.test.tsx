import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Adherence } from '@adiestra/shared';
import { mockApi, ok } from '@/testing/fetch-mock';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { DogAdherenceCard } from './dog-adherence-card';

const DOG = '0190a000-0000-7000-8000-0000000000d1';

function setup(adherence: Partial<Adherence>) {
  mockApi({
    'GET /api/practice/adherence': () =>
      ok({
        dogId: DOG,
        practisedDays: 1,
        expectedDays: 1,
        from: '2026-03-29',
        to: '2026-03-29',
        lastPracticeDay: '2026-03-29',
        comments: [],
        ...adherence,
      }),
  });
  renderWithProviders(<DogAdherenceCard dogId={DOG} />, { auth: fakeAuth() });
}

describe('DogAdherenceCard (issue 27.4)', () => {
  it("shows the owner's comments with their day and homework, newest first", async () => {
    setup({
      practisedDays: 2,
      expectedDays: 3,
      comments: [
        { day: '2026-04-01', homework: 'Quieto', comment: 'Hoy con distracciones' },
        { day: '2026-03-29', homework: 'Sentado', comment: 'Le costó al principio, luego genial' },
      ],
    });
    expect(await screen.findByText('Practicado 2 de 3 días')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Comentarios del propietario' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '01/04/2026 · Quieto: «Hoy con distracciones»',
      '29/03/2026 · Sentado: «Le costó al principio, luego genial»',
    ]);
  });

  it('shows no comments list when the owner wrote none', async () => {
    setup({});
    expect(await screen.findByText('Practicado 1 de 1 día')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Comentarios del propietario' })).toBeNull();
  });
});
