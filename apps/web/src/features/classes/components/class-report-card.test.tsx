import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  CLASS_REPORT_MESSAGES,
  addDays,
  todayIn,
  type ClassDetail,
  type ClassReport,
} from '@adiestra/shared';
import { fail, mockApi, ok, type MockRequest } from '@/testing/fetch-mock';
import { queryKeys } from '@/lib/query-keys';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { ClassReportCard } from './class-report-card';

const CLASS = '0190a000-0000-7000-8000-0000000000d1';
const LUNA = '0190a000-0000-7000-8000-0000000000e1';
const ROCKY = '0190a000-0000-7000-8000-0000000000e2';
const today = () => todayIn(fakeAuth().user!.timeZone);

const place = (id: string, dogId: string, dogName: string, attended: boolean) => ({
  id,
  clientId: '0190a000-0000-7000-8000-0000000000c1',
  clientName: 'Marta Ruiz',
  clientPhone: null,
  dogId,
  dogName,
  dogNotes: null,
  attended,
  vaccineAlerts: [],
  money: { state: 'charged' as const, cents: 1500, paidCents: 0, invoice: null },
});

const detail = (overrides: Partial<ClassDetail> = {}): ClassDetail => ({
  id: CLASS,
  seriesId: null,
  serviceId: '0190a000-0000-7000-8000-0000000000b1',
  serviceName: 'Obediencia en grupo',
  color: '#7c3aed',
  date: today(),
  time: '18:00',
  duration: 60,
  place: 'Parque',
  places: 6,
  minPlaces: null,
  enrolled: 2,
  offered: 0,
  minPlacesConfirmed: false,
  priceCents: 1500,
  payment: 'price',
  course: null,
  status: 'scheduled',
  waitlist: [],
  roster: [
    place('0190a000-0000-7000-8000-0000000000f1', LUNA, 'Luna', true),
    place('0190a000-0000-7000-8000-0000000000f2', ROCKY, 'Rocky', true),
  ],
  ...overrides,
});

const line = (dogId: string, dogName: string, clientName: string) => ({
  enrolmentId: `${dogId}-e`,
  dogId,
  dogName,
  clientName,
  ownerReachable: true,
  sessionId: null,
  progress: null,
  notes: null,
  homework: [],
  sentAt: null,
});

const empty: ClassReport = {
  report: null,
  lines: [line(LUNA, 'Luna', 'Marta Ruiz'), line(ROCKY, 'Rocky', 'Jorge Gil')],
};

const saved: ClassReport = {
  report: {
    worked: 'Correa floja',
    notes: null,
    updatedAt: '2026-11-27T18:30:00.000Z',
    sentAt: null,
  },
  lines: [
    {
      ...empty.lines[0]!,
      sessionId: '0190a000-0000-7000-8000-0000000000a1',
      progress: 70,
      notes: 'Tira menos',
      homework: [
        {
          id: '0190a000-0000-7000-8000-0000000000a9',
          exerciseId: null,
          name: 'Correa floja en casa',
          instructions: null,
          videoUrl: null,
          photo: null,
          photoThumb: null,
          timesPerDay: 2,
          daysPerWeek: 5,
          untilDate: null,
        },
      ],
    },
    { ...empty.lines[1]!, sessionId: '0190a000-0000-7000-8000-0000000000a2' },
  ],
};

const reportPath = `/api/classes/${CLASS}/report`;

describe('ClassReportCard', () => {
  it('shows nothing before the class’s day', () => {
    mockApi({});
    renderWithProviders(<ClassReportCard detail={detail({ date: addDays(today(), 1) })} />, {
      auth: fakeAuth(),
    });
    expect(screen.queryByText('Informe de la clase')).not.toBeInTheDocument();
  });

  it('asks for attendance first when no dog is marked', async () => {
    mockApi({ [`GET ${reportPath}`]: () => ok({ report: null, lines: [] }) });
    const roster = detail().roster.map((p) => ({ ...p, attended: false }));
    renderWithProviders(<ClassReportCard detail={detail({ roster })} />, { auth: fakeAuth() });
    expect(await screen.findByText('Nadie marcado como asistente')).toBeInTheDocument();
  });

  it('writes the general part and a line per attending dog with deberes, then sends once', async () => {
    const user = userEvent.setup();
    const puts: MockRequest[] = [];
    const sends: MockRequest[] = [];
    const sent: ClassReport = {
      report: { ...saved.report!, sentAt: '2026-11-27T19:00:00.000Z' },
      lines: saved.lines.map((l) => ({ ...l, sentAt: '2026-11-27T19:00:00.000Z' })),
    };
    mockApi({
      [`GET ${reportPath}`]: () => ok(empty),
      [`PUT ${reportPath}`]: (r) => {
        puts.push(r);
        return ok(saved, CLASS_REPORT_MESSAGES.saved);
      },
      [`POST ${reportPath}/send`]: (r) => {
        sends.push(r);
        return ok(sent, CLASS_REPORT_MESSAGES.sent(2));
      },
    });
    renderWithProviders(<ClassReportCard detail={detail()} />, { auth: fakeAuth() });
    const form = await screen.findByRole('form', { name: 'Informe de la clase' });
    expect(screen.getByRole('button', { name: /Enviar a los dueños/ })).toBeDisabled();

    // The general part is required: nothing is sent without it.
    await user.click(within(form).getByRole('button', { name: 'Guardar informe' }));
    expect(await screen.findByText(CLASS_REPORT_MESSAGES.worked)).toBeInTheDocument();
    expect(puts).toHaveLength(0);

    await user.type(within(form).getByLabelText(/Qué se ha trabajado/), 'Correa floja');
    const lines = within(form).getByRole('list', { name: 'Perros que asistieron' });
    const luna = within(lines).getByRole('listitem', { name: 'Luna' });
    expect(within(lines).getByRole('listitem', { name: 'Rocky' })).toHaveTextContent('Jorge Gil');
    await user.type(within(luna).getByLabelText('Progreso de Luna (0–100)'), '170');
    await user.type(within(luna).getByLabelText('Notas para el dueño de Luna'), 'Tira menos');
    await user.click(within(luna).getByRole('button', { name: 'Añadir deberes para Luna' }));
    await user.type(within(luna).getByLabelText(/Ejercicio/), 'Correa floja en casa');
    await user.clear(within(luna).getByLabelText('Veces al día'));
    await user.type(within(luna).getByLabelText('Veces al día'), '2');
    await user.clear(within(luna).getByLabelText('Días por semana'));
    await user.type(within(luna).getByLabelText('Días por semana'), '5');
    await user.click(within(form).getByRole('button', { name: 'Guardar informe' }));
    expect(
      await within(luna).findByText('El progreso debe estar entre 0 y 100'),
    ).toBeInTheDocument();
    expect(puts).toHaveLength(0);

    await user.clear(within(luna).getByLabelText('Progreso de Luna (0–100)'));
    await user.type(within(luna).getByLabelText('Progreso de Luna (0–100)'), '70');
    await user.click(within(form).getByRole('button', { name: 'Guardar informe' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.body).toEqual({
      worked: 'Correa floja',
      notes: '',
      lines: [
        {
          dogId: LUNA,
          progress: 70,
          notes: 'Tira menos',
          homework: [
            {
              exerciseId: null,
              name: 'Correa floja en casa',
              instructions: '',
              timesPerDay: 2,
              daysPerWeek: 5,
              untilDate: null,
            },
          ],
        },
        { dogId: ROCKY, progress: null, notes: '', homework: [] },
      ],
    });
    expect(await screen.findByText(CLASS_REPORT_MESSAGES.saved)).toBeInTheDocument();

    const sendButton = screen.getByRole('button', { name: /Enviar a los dueños/ });
    await waitFor(() => expect(sendButton).toBeEnabled());
    await user.click(sendButton);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('2 dueños');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Informe enviado a 2 dueños')).toBeInTheDocument();
    expect(sends).toHaveLength(1);
    expect(await screen.findByText(/Enviado a los dueños el 27\/11\/2026/)).toBeInTheDocument();
    expect(screen.getAllByText(/^Enviado el 27\/11\/2026/)).toHaveLength(2);
    expect(screen.getByRole('button', { name: /Enviar a los dueños/ })).toBeDisabled();
  });

  it('shows the server’s refusal of a line and keeps what was typed', async () => {
    const user = userEvent.setup();
    mockApi({
      [`GET ${reportPath}`]: () => ok(empty),
      [`PUT ${reportPath}`]: () =>
        fail(400, 'VALIDATION_ERROR', CLASS_REPORT_MESSAGES.notAttended, {
          'lines.1.dogId': CLASS_REPORT_MESSAGES.notAttended,
        }),
    });
    renderWithProviders(<ClassReportCard detail={detail()} />, { auth: fakeAuth() });
    const form = await screen.findByRole('form', { name: 'Informe de la clase' });
    await user.type(within(form).getByLabelText(/Qué se ha trabajado/), 'Correa floja');
    await user.click(within(form).getByRole('button', { name: 'Guardar informe' }));
    const rocky = within(form).getByRole('listitem', { name: 'Rocky' });
    expect(await within(rocky).findByText(CLASS_REPORT_MESSAGES.notAttended)).toBeInTheDocument();
    expect(within(form).getByLabelText(/Qué se ha trabajado/)).toHaveValue('Correa floja');
  });

  it('merges a dog marked as attending into the form, keeping the draft typed', async () => {
    const user = userEvent.setup();
    // Luna first; once Rocky is marked as attending the report comes back with his line too.
    let report: ClassReport = { report: null, lines: [empty.lines[0]!] };
    mockApi({ [`GET ${reportPath}`]: () => ok(report) });
    const { queryClient } = renderWithProviders(<ClassReportCard detail={detail()} />, {
      auth: fakeAuth(),
    });
    const form = await screen.findByRole('form', { name: 'Informe de la clase' });
    await user.type(within(form).getByLabelText(/Qué se ha trabajado/), 'Correa floja');
    const lunaLine = within(form).getByRole('listitem', { name: 'Luna' });
    await user.type(within(lunaLine).getByLabelText('Notas para el dueño de Luna'), 'Tira menos');

    report = empty;
    await queryClient.invalidateQueries({ queryKey: queryKeys.classes.report(CLASS) });
    // Looked up afresh: a form re-created from the server would have lost what was typed.
    const rocky = await screen.findByRole('listitem', { name: 'Rocky' });
    expect(within(rocky).getByLabelText('Notas para el dueño de Rocky')).toHaveValue('');
    expect(screen.getByLabelText(/Qué se ha trabajado/)).toHaveValue('Correa floja');
    const luna = screen.getByRole('listitem', { name: 'Luna' });
    expect(within(luna).getByLabelText('Notas para el dueño de Luna')).toHaveValue('Tira menos');

    // Rocky unmarked again: his line goes, Luna's draft stays.
    report = { report: null, lines: [empty.lines[0]!] };
    await queryClient.invalidateQueries({ queryKey: queryKeys.classes.report(CLASS) });
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Rocky' })).not.toBeInTheDocument(),
    );
    expect(screen.getByLabelText('Notas para el dueño de Luna')).toHaveValue('Tira menos');
  });

  it('says so when the report cannot be loaded', async () => {
    mockApi({ [`GET ${reportPath}`]: () => fail(500, 'INTERNAL_ERROR', '') });
    renderWithProviders(<ClassReportCard detail={detail()} />, { auth: fakeAuth() });
    expect(await screen.findByText('No se pudo cargar el informe de la clase')).toBeInTheDocument();
  });
});
