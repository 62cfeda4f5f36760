import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  COURSE_MESSAGES,
  WAITLIST_MESSAGES,
  addDays,
  todayIn,
  type CourseDetail as Detail,
  type WaitlistEntry,
} from '@adiestra/shared';
import { fail, mockApi, ok, type MockRequest } from '@/testing/fetch-mock';
import { chooseOption, optionsRoutes } from '@/testing/options-mock';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { CourseDetail } from './course-detail';

const COURSE = '0190a000-0000-7000-8000-0000000000c9';
const CLIENT = '0190a000-0000-7000-8000-0000000000c1';
const NALA = '0190a000-0000-7000-8000-0000000000e9';
const TOBY: WaitlistEntry = {
  id: '0190a000-0000-7000-8000-0000000000a1',
  clientId: CLIENT,
  clientName: 'Ana Pérez',
  dogId: '0190a000-0000-7000-8000-0000000000e2',
  dogName: 'Toby',
  status: 'waiting',
  offerExpiresAt: null,
};
const KIRA: WaitlistEntry = {
  ...TOBY,
  id: '0190a000-0000-7000-8000-0000000000a2',
  dogId: '0190a000-0000-7000-8000-0000000000e3',
  dogName: 'Kira',
};
const today = todayIn(fakeAuth().user!.timeZone);

/** A course of 3 weekly classes from next week, 3 places each. */
const course = (enrolled: number, waitlist: WaitlistEntry[] = []): Detail => ({
  id: COURSE,
  name: 'Cachorros, edición de enero',
  serviceId: '0190a000-0000-7000-8000-0000000000b1',
  serviceName: 'Clase de cachorros',
  places: 3,
  minPlaces: null,
  priceCents: 9000,
  payment: 'price',
  lateJoin: false,
  makeupLimit: 0,
  classCount: 3,
  firstDate: addDays(today, 7),
  lastDate: addDays(today, 21),
  time: '18:00',
  place: null,
  enrolled,
  classes: [7, 14, 21].map((days, i) => ({
    id: `0190a000-0000-7000-8000-0000000000d${i}`,
    date: addDays(today, days),
    time: '18:00',
    enrolled,
    places: 3,
    status: 'scheduled',
  })),
  enrolments: [],
  waitlist,
});

function setup(routes: Parameters<typeof mockApi>[0], data: Detail) {
  mockApi({
    ...optionsRoutes(
      [{ id: CLIENT, label: 'Ana Pérez' }],
      [{ id: NALA, label: 'Nala', clientId: CLIENT }],
    ),
    [`GET /api/courses/${COURSE}`]: () => ok(data),
    ...routes,
  });
  renderWithProviders(<CourseDetail id={COURSE} />, { auth: fakeAuth() });
}

describe('CourseDetail', () => {
  it("enrols a client's dog while places are free, and shows a refusal in Spanish", async () => {
    const calls: MockRequest[] = [];
    setup(
      {
        [`POST /api/courses/${COURSE}/enrolments`]: (r) => {
          calls.push(r);
          return calls.length === 1
            ? ok(course(3), COURSE_MESSAGES.enrolled, 201)
            : fail(409, 'CONFLICT', COURSE_MESSAGES.alreadyEnrolled);
        },
      },
      course(2),
    );
    const form = await screen.findByRole('form', { name: 'Apuntar un perro al curso' });
    expect(screen.queryByRole('form', { name: 'Añadir a la lista de espera' })).toBeNull();
    await chooseOption(userEvent, /Cliente/, 'Ana Pérez');
    await chooseOption(userEvent, /Perro/, 'Nala');
    await userEvent.click(within(form).getByRole('button', { name: 'Apuntar al curso' }));
    expect(await screen.findByText('Perro apuntado al curso')).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({ clientId: CLIENT, dogId: NALA });
    await chooseOption(userEvent, /Perro/, 'Nala');
    await userEvent.click(within(form).getByRole('button', { name: 'Apuntar al curso' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      COURSE_MESSAGES.alreadyEnrolled,
    );
  });

  it("adds a client's dog to a full course's waiting list", async () => {
    const calls: MockRequest[] = [];
    setup(
      {
        [`POST /api/courses/${COURSE}/waitlist`]: (r) => {
          calls.push(r);
          return ok(course(3, [TOBY]), WAITLIST_MESSAGES.joined, 201);
        },
      },
      course(3),
    );
    const form = await screen.findByRole('form', { name: 'Añadir a la lista de espera' });
    expect(screen.queryByRole('form', { name: 'Apuntar un perro al curso' })).toBeNull();
    await chooseOption(userEvent, /Cliente/, 'Ana Pérez');
    await chooseOption(userEvent, /Perro/, 'Nala');
    await userEvent.click(within(form).getByRole('button', { name: 'Añadir a la lista' }));
    expect(await screen.findByText('Apuntado a la lista de espera')).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({ clientId: CLIENT, dogId: NALA });
  });

  it('moves a waiting dog up the course’s list, and offers no direct enrolment while full', async () => {
    const calls: MockRequest[] = [];
    setup(
      {
        [`POST /api/courses/${COURSE}/waitlist/${KIRA.id}/move`]: (r) => {
          calls.push(r);
          return ok(course(3, [KIRA, TOBY]), WAITLIST_MESSAGES.moved);
        },
      },
      course(3, [TOBY, KIRA]),
    );
    const list = await screen.findByRole('list', { name: 'Lista de espera' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual([expect.stringContaining('1.Toby'), expect.stringContaining('2.Kira')]);
    expect(screen.getByRole('button', { name: 'Subir a Toby' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Bajar a Kira' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Apuntar a Toby' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Subir a Kira' }));
    expect(await screen.findByText('Kira sube en la lista')).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({ direction: 'up' });
  });

  it('enrols a waiting dog in the course directly while a place is free', async () => {
    const calls: MockRequest[] = [];
    setup(
      {
        [`POST /api/courses/${COURSE}/enrolments`]: (r) => {
          calls.push(r);
          return ok(course(3, [KIRA]), COURSE_MESSAGES.enrolled, 201);
        },
      },
      course(2, [TOBY, KIRA]),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Apuntar a Toby' }));
    expect(await screen.findByText('Toby apuntado al curso')).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({ clientId: CLIENT, dogId: TOBY.dogId });
  });

  it('removes a waiting dog only after confirming, and says an offer passes on', async () => {
    const calls: MockRequest[] = [];
    const offered = {
      ...TOBY,
      status: 'offered' as const,
      offerExpiresAt: new Date().toISOString(),
    };
    setup(
      {
        [`POST /api/courses/${COURSE}/waitlist/${TOBY.id}/remove`]: (r) => {
          calls.push(r);
          return ok(course(2), WAITLIST_MESSAGES.removed);
        },
      },
      course(2, [offered]),
    );
    const list = await screen.findByRole('list', { name: 'Lista de espera' });
    expect(within(list).getByText(/Plaza ofrecida hasta/)).toBeInTheDocument();
    // The one free place is held by the offer: a direct enrolment would not find it.
    expect(screen.queryByRole('form', { name: 'Apuntar un perro al curso' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Quitar a Toby de la lista' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quitar de la lista de espera' });
    expect(dialog).toHaveTextContent('pasará al siguiente');
    expect(calls).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Quitar' }));
    expect(await screen.findByText('Toby ya no está en la lista')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });
});
