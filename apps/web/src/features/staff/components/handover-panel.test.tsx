import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HANDOVER_MESSAGES, type FutureWork } from '@adiestra/shared';
import { fail, mockApi, ok, type MockRequest } from '@/testing/fetch-mock';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { HandoverPanel } from './handover-panel';

const LEAVER = '0190f0c2-0000-7000-8000-000000000002';
const EVA = '0190f0c2-0000-7000-8000-000000000003';
const LUCIA = '0190f0c2-0000-7000-8000-000000000001';
const COURSE = '0190f0c2-0000-7000-8000-0000000000c0';

const work: FutureWork = {
  member: { userId: LEAVER, name: 'Pablo Ruiz' },
  trainers: [
    { userId: LUCIA, name: 'Lucía García' },
    { userId: EVA, name: 'Eva Sol' },
  ],
  items: [
    {
      kind: 'appointment',
      id: 'a1',
      date: '2026-12-09',
      time: '10:00',
      title: 'Individual',
      detail: 'Pedro · Rocky',
      courseId: null,
    },
    {
      kind: 'course',
      id: COURSE,
      date: '2026-12-10',
      time: null,
      title: 'Cachorros',
      detail: '2 clases por delante',
      courseId: null,
    },
    {
      kind: 'class',
      id: 'c1',
      date: '2026-12-10',
      time: '18:00',
      title: 'Cachorros',
      detail: '1 de 3 plazas',
      courseId: COURSE,
    },
    {
      kind: 'class',
      id: 'c2',
      date: '2026-12-17',
      time: '18:00',
      title: 'Cachorros',
      detail: '1 de 3 plazas',
      courseId: COURSE,
    },
    {
      kind: 'request',
      id: 'r1',
      date: '2026-12-20',
      time: null,
      title: 'Individual',
      detail: 'Ana · Luna',
      courseId: null,
    },
  ],
};

function setup(reply: (r: MockRequest) => Response | Promise<Response>) {
  const calls: MockRequest[] = [];
  mockApi({
    [`GET /api/staff/members/${LEAVER}/future-work`]: () => ok(work),
    [`POST /api/staff/members/${LEAVER}/reassign`]: (r) => {
      calls.push(r);
      return reply(r);
    },
  });
  renderWithProviders(<HandoverPanel userId={LEAVER} />, { auth: fakeAuth() });
  return calls;
}

const rowSelect = (text: RegExp) => screen.findByRole('combobox', { name: text });

describe('Reasignar trabajo', () => {
  it('"Todo a" gives every row one trainer; a course sends its classes with it', async () => {
    const calls = setup(() => ok({ moved: 4, notified: 2, remaining: 0 }));
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Todo a' }), EVA);
    // The course's classes follow it.
    expect(await rowSelect(/Clase: Cachorros, 10\/12\/2026 18:00/)).toHaveValue(EVA);
    expect(screen.getByText('Todo tiene adiestrador.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reasignar y avisar a los clientes' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({
      items: [
        { kind: 'appointment', id: 'a1', trainerId: EVA },
        { kind: 'course', id: COURSE, trainerId: EVA },
        { kind: 'request', id: 'r1', trainerId: EVA },
      ],
    });
    expect(await screen.findByText(HANDOVER_MESSAGES.reassigned)).toBeInTheDocument();
  });

  it('one by one: a class given another trainer than its course is sent on its own', async () => {
    const calls = setup(() => ok({ moved: 3, notified: 1, remaining: 2 }));
    const user = userEvent.setup();
    await user.selectOptions(await rowSelect(/Curso: Cachorros/), EVA);
    await user.selectOptions(await rowSelect(/Clase: Cachorros, 17\/12\/2026/), LUCIA);
    await user.selectOptions(await rowSelect(/Cita: Individual/), LUCIA);
    expect(screen.getByText('Quedan 1 sin adiestrador.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reasignar y avisar a los clientes' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({
      items: [
        { kind: 'appointment', id: 'a1', trainerId: LUCIA },
        { kind: 'course', id: COURSE, trainerId: EVA },
        { kind: 'class', id: 'c2', trainerId: LUCIA },
      ],
    });
  });

  it("shows the server's 409 and keeps the choice", async () => {
    const message =
      'Cita «Individual» del 09/12/2026 a las 10:00 coincide con otra cita o clase de Eva Sol';
    setup(() => fail(409, 'CONFLICT', message));
    const user = userEvent.setup();
    await user.selectOptions(await rowSelect(/Cita: Individual/), EVA);
    await user.click(screen.getByRole('button', { name: 'Reasignar y avisar a los clientes' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(await rowSelect(/Cita: Individual/)).toHaveValue(EVA);
  });
});
