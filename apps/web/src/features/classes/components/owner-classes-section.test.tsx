import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  CLASS_MESSAGES,
  CLASS_REQUEST_MESSAGES,
  OWNER_CLASS_MESSAGES,
  type OwnerClass,
} from '@adiestra/shared';
import { fail, mockApi, ok, type MockRequest } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { OwnerClassesSection, freePlacesLabel } from './owner-classes-section';

const CLASS = '0190a000-0000-7000-8000-0000000000d1';
const DOG = '0190a000-0000-7000-8000-0000000000e1';
const PLACE = '0190a000-0000-7000-8000-0000000000f1';

const groupClass = (overrides: Partial<OwnerClass> = {}): OwnerClass => ({
  id: CLASS,
  trainerName: 'Escuela Canina Lucía',
  serviceName: 'Clase de cachorros',
  date: '2026-05-08',
  time: '18:00',
  duration: 60,
  priceCents: 1500,
  payment: 'price',
  place: 'Parque del Retiro',
  places: 6,
  enrolled: 4,
  offered: 0,
  canCancel: true,
  dogs: [{ id: DOG, name: 'Luna', enrolmentId: null, waitlist: null, requestPending: false }],
  enrolment: 'direct',
  ...overrides,
});

function setup(routes: Parameters<typeof mockApi>[0], classes: OwnerClass[]) {
  mockApi({ 'GET /api/owner/classes': () => ok({ classes }), ...routes });
  renderWithProviders(<OwnerClassesSection />);
}

describe('freePlacesLabel', () => {
  it('says how many places are left, one in the singular, none as full', () => {
    expect(freePlacesLabel({ places: 6, enrolled: 4, offered: 0 })).toBe('Quedan 2 plazas');
    expect(freePlacesLabel({ places: 6, enrolled: 5, offered: 0 })).toBe('Queda 1 plaza');
    expect(freePlacesLabel({ places: 6, enrolled: 6, offered: 0 })).toBe('Completa');
  });
});

describe('OwnerClassesSection', () => {
  it('reserves a place for a dog and says so', async () => {
    const calls: MockRequest[] = [];
    setup(
      {
        [`POST /api/owner/classes/${CLASS}/enrolments`]: (r) => {
          calls.push(r);
          return ok(null, OWNER_CLASS_MESSAGES.enrolled, 201);
        },
      },
      [groupClass()],
    );
    expect(await screen.findByText('Quedan 2 plazas')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reservar plaza para Luna' }));
    expect(await screen.findByText(OWNER_CLASS_MESSAGES.enrolled)).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({ dogId: DOG });
  });

  it("shows the server's refusal when the last place went to someone else", async () => {
    setup(
      {
        [`POST /api/owner/classes/${CLASS}/enrolments`]: () =>
          fail(409, 'CONFLICT', CLASS_MESSAGES.full),
      },
      [groupClass({ enrolled: 5 })],
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Reservar plaza para Luna' }));
    expect(await screen.findByText(CLASS_MESSAGES.full)).toBeInTheDocument();
  });

  it('gives a place up only after confirming', async () => {
    const calls: MockRequest[] = [];
    const enrolled = {
      dogs: [{ id: DOG, name: 'Luna', enrolmentId: PLACE, waitlist: null, requestPending: false }],
    };
    setup(
      {
        [`POST /api/owner/classes/${CLASS}/enrolments/${PLACE}/cancel`]: (r) => {
          calls.push(r);
          return ok(null, OWNER_CLASS_MESSAGES.cancelled);
        },
      },
      [groupClass(enrolled)],
    );
    // The place's calendar file is a plain download: a GET that changes nothing.
    expect(
      await screen.findByRole('link', { name: 'Añadir al calendario la clase de Luna' }),
    ).toHaveAttribute('href', `/api/owner/classes/${CLASS}/enrolments/${PLACE}/calendar.ics`);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar plaza de Luna' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Cancelar la plaza de Luna?' });
    expect(calls).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar plaza' }));
    expect(await screen.findByText(OWNER_CLASS_MESSAGES.cancelled)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('offers no cancel inside the notice window', async () => {
    const late = {
      canCancel: false,
      dogs: [{ id: DOG, name: 'Luna', enrolmentId: PLACE, waitlist: null, requestPending: false }],
    };
    setup({}, [groupClass(late)]);
    expect(await screen.findByText('Para cancelar, contacta con tu educador')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar plaza de Luna' })).toBeNull();
  });

  it('asks for a place when the trainer reviews each one, and shows it as sent', async () => {
    const calls: MockRequest[] = [];
    setup(
      {
        [`POST /api/owner/classes/${CLASS}/requests`]: (r) => {
          calls.push(r);
          return ok(null, CLASS_REQUEST_MESSAGES.sent, 201);
        },
      },
      [groupClass({ enrolment: 'request' })],
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Pedir plaza para Luna' }));
    expect(await screen.findByText(CLASS_REQUEST_MESSAGES.sent)).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({ dogId: DOG });
    expect(screen.queryByRole('button', { name: 'Reservar plaza para Luna' })).toBeNull();
  });

  it('shows a request waiting for the trainer instead of a button', async () => {
    const asked = {
      enrolment: 'request' as const,
      dogs: [{ id: DOG, name: 'Luna', enrolmentId: null, waitlist: null, requestPending: true }],
    };
    setup({}, [groupClass(asked)]);
    expect(await screen.findByText('Solicitud enviada')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pedir plaza para Luna' })).toBeNull();
  });
});
