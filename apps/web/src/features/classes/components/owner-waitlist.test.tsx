import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WAITLIST_MESSAGES, type OwnerClass } from '@adiestra/shared';
import { fail, mockApi, ok, type MockRequest } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { OwnerClassesSection } from './owner-classes-section';

const CLASS = '0190a000-0000-7000-8000-0000000000d1';
const DOG = '0190a000-0000-7000-8000-0000000000e1';
const ENTRY = '0190a000-0000-7000-8000-0000000000a1';
const base = `/api/owner/classes/${CLASS}/waitlist`;

const fullClass = (waitlist: OwnerClass['dogs'][number]['waitlist'] = null): OwnerClass => ({
  id: CLASS,
  trainerName: 'Escuela Canina Lucía',
  givenBy: null,
  serviceName: 'Clase de cachorros',
  date: '2026-05-08',
  time: '18:00',
  duration: 60,
  priceCents: 1500,
  payment: 'price',
  place: 'Parque del Retiro',
  places: 1,
  enrolled: waitlist?.status === 'offered' ? 0 : 1,
  offered: waitlist?.status === 'offered' ? 1 : 0,
  cancelInTime: true,
  noticeHours: 24,
  dogs: [
    {
      id: DOG,
      name: 'Luna',
      enrolmentId: null,
      cost: 'none',
      lateCancelled: false,
      waitlist,
      requestPending: false,
    },
  ],
  enrolment: 'direct',
});
const offer = {
  entryId: ENTRY,
  status: 'offered' as const,
  position: 1,
  offerExpiresAt: '2026-05-07T16:00:00.000Z',
};

function setup(routes: Parameters<typeof mockApi>[0], groupClass: OwnerClass) {
  mockApi({ 'GET /api/owner/classes': () => ok({ classes: [groupClass] }), ...routes });
  renderWithProviders(<OwnerClassesSection />);
}

describe('the waiting list in Mi área', () => {
  it('joins a full class’s list instead of reserving', async () => {
    const calls: MockRequest[] = [];
    setup(
      {
        [`POST ${base}`]: (r) => {
          calls.push(r);
          return ok(null, WAITLIST_MESSAGES.joined, 201);
        },
      },
      fullClass(),
    );
    expect(await screen.findByText('Completa')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reservar plaza para Luna' })).toBeNull();
    await userEvent.click(
      screen.getByRole('button', { name: 'Apuntar a Luna a la lista de espera' }),
    );
    expect(await screen.findByText(WAITLIST_MESSAGES.joined)).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({ dogId: DOG });
  });

  it('shows the dog’s turn, and leaves only after confirming', async () => {
    const calls: MockRequest[] = [];
    setup(
      {
        [`POST ${base}/${ENTRY}/leave`]: (r) => {
          calls.push(r);
          return ok(null, WAITLIST_MESSAGES.left);
        },
      },
      fullClass({ entryId: ENTRY, status: 'waiting', position: 2, offerExpiresAt: null }),
    );
    expect(await screen.findByText('En lista de espera · puesto 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aceptar plaza para Luna' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Salir de la lista de espera' }));
    const dialog = await screen.findByRole('dialog', {
      name: '¿Sacar a Luna de la lista de espera?',
    });
    expect(calls).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salir de la lista' }));
    expect(await screen.findByText(WAITLIST_MESSAGES.left)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('accepts an offered place with one signed-in tap', async () => {
    const calls: MockRequest[] = [];
    setup(
      {
        [`POST ${base}/${ENTRY}/accept`]: (r) => {
          calls.push(r);
          return ok(null, WAITLIST_MESSAGES.accepted);
        },
      },
      fullClass(offer),
    );
    expect(await screen.findByText('Plaza ofrecida')).toBeInTheDocument();
    expect(screen.getByText(/Acéptala antes del 07\/05\/2026/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar plaza para Luna' }));
    expect(await screen.findByText(WAITLIST_MESSAGES.accepted)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('says in Spanish when the offer has run out', async () => {
    setup(
      { [`POST ${base}/${ENTRY}/accept`]: () => fail(409, 'CONFLICT', WAITLIST_MESSAGES.noOffer) },
      fullClass(offer),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Aceptar plaza para Luna' }));
    expect(await screen.findByText(WAITLIST_MESSAGES.noOffer)).toBeInTheDocument();
  });
});
