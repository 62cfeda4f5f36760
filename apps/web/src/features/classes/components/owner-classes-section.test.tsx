import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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

type Dog = OwnerClass['dogs'][number];
const dog = (overrides: Partial<Dog> = {}): Dog => ({
  id: DOG,
  name: 'Luna',
  enrolmentId: null,
  cost: 'none',
  lateCancelled: false,
  waitlist: null,
  requestPending: false,
  ...overrides,
});

const groupClass = (overrides: Partial<OwnerClass> = {}): OwnerClass => ({
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
  places: 6,
  enrolled: 4,
  offered: 0,
  cancelInTime: true,
  noticeHours: 24,
  dogs: [dog()],
  enrolment: 'direct',
  ...overrides,
});

function setup(routes: Parameters<typeof mockApi>[0], classes: OwnerClass[]) {
  mockApi({ 'GET /api/owner/classes': () => ok({ classes }), ...routes });
  return renderWithProviders(<OwnerClassesSection />);
}

/** Luna holds a place paid with a bono; the cancel answers `message`. Returns the calls made. */
function setupCancel(
  message: string,
  when: Pick<OwnerClass, 'cancelInTime'> & Partial<OwnerClass>,
) {
  const calls: MockRequest[] = [];
  const cancel = (r: MockRequest) => {
    calls.push(r);
    return ok(null, message);
  };
  setup({ [`POST /api/owner/classes/${CLASS}/enrolments/${PLACE}/cancel`]: cancel }, [
    groupClass({
      ...when,
      payment: 'bono_enrolment',
      dogs: [dog({ enrolmentId: PLACE, cost: 'bono' })],
    }),
  ]);
  return calls;
}

describe('freePlacesLabel', () => {
  it('says how many places are left, one in the singular, none as full', () => {
    expect(freePlacesLabel({ places: 6, enrolled: 4, offered: 0 })).toBe('Quedan 2 plazas');
    expect(freePlacesLabel({ places: 6, enrolled: 5, offered: 0 })).toBe('Queda 1 plaza');
    expect(freePlacesLabel({ places: 6, enrolled: 6, offered: 0 })).toBe('Completa');
  });
});

describe('OwnerClassesSection', () => {
  it('in a school, names who gives the class before the business (decision 0147)', async () => {
    setup({}, [groupClass({ givenBy: 'Luis Ruiz' })]);
    expect(await screen.findByText('Con Luis Ruiz · Escuela Canina Lucía')).toBeInTheDocument();
  });

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

  it('offers to sign what a refusal says is unsigned, in Mi área’s documents (issue 45)', async () => {
    const { router } = setup(
      {
        [`POST /api/owner/classes/${CLASS}/enrolments`]: () =>
          fail(409, 'CONFLICT', 'No se puede reservar: Falta que el titular acepte «Normas».', {
            requiredConsents: 'Normas de las clases en grupo',
          }),
      },
      [groupClass()],
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Reservar plaza para Luna' }));
    expect(await screen.findByText(/Falta que el titular acepte/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Firmar los documentos' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?seccion=documentos'));
  });

  it('gives a place up only after confirming, told in time that the bono session goes back', async () => {
    const calls = setupCancel(OWNER_CLASS_MESSAGES.cancelled, { cancelInTime: true });
    // The place's calendar file is a plain download: a GET that changes nothing.
    expect(
      await screen.findByRole('link', { name: 'Añadir al calendario la clase de Luna' }),
    ).toHaveAttribute('href', `/api/owner/classes/${CLASS}/enrolments/${PLACE}/calendar.ics`);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar plaza de Luna' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Cancelar la plaza de Luna?' });
    expect(dialog).toHaveTextContent(
      'Se te devuelve la sesión del bono y la plaza quedará libre para otro perro.',
    );
    expect(dialog).not.toHaveTextContent('no se devuelve');
    expect(calls).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar plaza' }));
    expect(await screen.findByText(OWNER_CLASS_MESSAGES.cancelled)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it("says before confirming a late cancel that the bono session is kept, with the trainer's hours", async () => {
    const calls = setupCancel(OWNER_CLASS_MESSAGES.cancelledLate, {
      cancelInTime: false,
      noticeHours: 48,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar plaza de Luna' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Cancelar la plaza de Luna?' });
    expect(dialog).toHaveTextContent(
      'Faltan menos de 48 h para la clase: la sesión del bono no se devuelve.',
    );
    expect(calls).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar plaza' }));
    expect(await screen.findByText(OWNER_CLASS_MESSAGES.cancelledLate)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('says a priced place given up late is charged anyway, and in time that it is not', async () => {
    setup({}, [
      groupClass({ cancelInTime: false, dogs: [dog({ enrolmentId: PLACE, cost: 'charge' })] }),
      groupClass({
        id: 'otra',
        serviceName: 'Paseo social',
        dogs: [dog({ enrolmentId: 'otra-plaza', cost: 'charge' })],
      }),
    ]);
    const [late, inTime] = await screen.findAllByRole('button', { name: 'Cancelar plaza de Luna' });
    await userEvent.click(late!);
    const dialog = await screen.findByRole('dialog', { name: '¿Cancelar la plaza de Luna?' });
    expect(dialog).toHaveTextContent(
      'Faltan menos de 24 h para la clase: la plaza se cobra igualmente.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mantener' }));
    await userEvent.click(inTime!);
    expect(
      await screen.findByRole('dialog', { name: '¿Cancelar la plaza de Luna?' }),
    ).toHaveTextContent('No se te cobrará y la plaza quedará libre para otro perro.');
  });

  it('shows a place given up late as such, with what it kept', async () => {
    setup({}, [groupClass({ dogs: [dog({ lateCancelled: true, cost: 'bono' })] })]);
    expect(await screen.findByText('Cancelada tarde')).toBeInTheDocument();
    expect(screen.getByText('La sesión del bono no se devuelve.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reservar plaza para Luna' })).toBeNull();
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
      dogs: [dog({ requestPending: true })],
    };
    setup({}, [groupClass(asked)]);
    expect(await screen.findByText('Solicitud enviada')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pedir plaza para Luna' })).toBeNull();
  });
});
