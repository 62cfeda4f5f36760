import type { DragEvent, MouseEvent, ReactNode } from 'react';
import clsx from 'clsx';
import { Link } from 'react-router';
import {
  APPOINTMENT_STATUS_LABELS,
  classPlacesLabel,
  minutesToTime,
  serviceTypeLabel,
  timeToMinutes,
  type Appointment,
  type Calendar,
  type CalendarAppointment,
  type CalendarClass,
  type CalendarDay,
  type CalendarRequest,
  type TrainerTag,
} from '@adiestra/shared';
import { paths } from '@/lib/paths';
import { appointmentColour, REQUEST_COLOUR } from './calendar-colour';
import { TrainerMark } from './trainer-mark';
import { minuteAt, placeDay, visibleHours, type Block } from './calendar-layout';

/** Height of one minute of the grid, in pixels (an hour is 56 px). */
const PX_PER_MINUTE = 56 / 60;
const DRAG_TYPE = 'application/x-adiestra-appointment';

type Item =
  | (Block & { kind: 'appointment'; appointment: CalendarAppointment })
  | (Block & { kind: 'request'; request: CalendarRequest })
  | (Block & { kind: 'class'; groupClass: CalendarClass });

const weekday = new Intl.DateTimeFormat('es-ES', { weekday: 'short', timeZone: 'UTC' });
const dayMonth = new Intl.DateTimeFormat('es-ES', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const longDay = new Intl.DateTimeFormat('es-ES', { dateStyle: 'full', timeZone: 'UTC' });
const utc = (date: string) => new Date(`${date}T00:00:00Z`);

function itemsOf(data: Calendar): Item[] {
  const items: Item[] = data.appointments.map((appointment) => {
    const start = timeToMinutes(appointment.scheduledTime);
    return {
      kind: 'appointment',
      id: appointment.id,
      start,
      end: start + appointment.duration,
      appointment,
    };
  });
  for (const request of data.requests) {
    if (!request.requestedTime) continue;
    const start = timeToMinutes(request.requestedTime);
    items.push({ kind: 'request', id: request.id, start, end: start + request.duration, request });
  }
  // A group class is one block, whatever its dogs (issue 29).
  for (const groupClass of data.classes) {
    if (groupClass.status === 'cancelled') continue;
    const start = timeToMinutes(groupClass.time);
    items.push({
      kind: 'class',
      id: groupClass.id,
      start,
      end: start + groupClass.duration,
      groupClass,
    });
  }
  return items;
}

const dateOf = (item: Item) =>
  item.kind === 'appointment'
    ? item.appointment.scheduledDate
    : item.kind === 'class'
      ? item.groupClass.date
      : item.request.requestedDate;

/** "09:00–14:00, 17:00–20:00" */
const rangesText = (ranges: { startTime: string; endTime: string }[]) =>
  ranges.map((r) => `${r.startTime}–${r.endTime}`).join(', ');

export interface CalendarGridProps {
  data: Calendar;
  dates: string[];
  onOpenAppointment: (appointment: Appointment) => void;
  onOpenRequest: (request: CalendarRequest) => void;
  onEmptyTime: (date: string, time: string) => void;
  onDropAppointment: (appointment: Appointment, date: string, time: string) => void;
  /** Each service's colour by id (`useServiceColours`): a block's left edge. */
  serviceColours?: Map<string, string>;
  /** A school (several trainers): each block marks its trainer (decision 0140). */
  showTrainers?: boolean;
}

/**
 * The week or day grid: open hours shaded, closures hatched, appointments by status, pending
 * requests dashed (tentative), today and the current time marked, all on the trainer's clock.
 * Each day is a labelled region whose appointments are buttons in a list, so the calendar reads
 * and works from the keyboard; pointer users may also click an empty time or drag a block.
 */
export function CalendarGrid({
  data,
  dates,
  onOpenAppointment,
  onOpenRequest,
  onEmptyTime,
  onDropAppointment,
  serviceColours = new Map<string, string>(),
  showTrainers = false,
}: CalendarGridProps) {
  const trainerOf = <T extends TrainerTag | null>(trainer: T) =>
    showTrainers ? trainer : undefined;
  const items = itemsOf(data);
  const { first, last } = visibleHours(data, items);
  const height = (last - first) * 60 * PX_PER_MINUTE;
  const top = (minute: number) => (minute - first * 60) * PX_PER_MINUTE;
  const hours = Array.from({ length: last - first }, (_, i) => first + i);
  const byId = new Map(data.appointments.map((a) => [a.id, a]));

  function pointerMinute(event: MouseEvent<HTMLElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    return minuteAt(event.clientY - box.top, first, PX_PER_MINUTE);
  }

  function drop(event: DragEvent<HTMLDivElement>, date: string) {
    const id = event.dataTransfer.getData(DRAG_TYPE);
    const appointment = byId.get(id);
    if (!appointment) return;
    event.preventDefault();
    onDropAppointment(appointment, date, minutesToTime(pointerMinute(event)));
  }

  return (
    <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-900">
      <div
        className="grid min-w-full"
        style={{
          gridTemplateColumns: `3.5rem repeat(${dates.length}, minmax(${dates.length > 1 ? '7.5rem' : '0'}, 1fr))`,
        }}
      >
        <div className="border-b border-gray-200 dark:border-gray-800" />
        {dates.map((date) => {
          const isToday = date === data.today;
          return (
            <div
              key={date}
              className={clsx(
                'border-b border-l border-gray-200 px-2 py-2 text-center text-sm dark:border-gray-800',
                isToday && 'bg-brand-50 dark:bg-brand-950',
              )}
            >
              <span
                className={clsx(
                  'block font-medium capitalize',
                  isToday
                    ? 'text-brand-800 dark:text-brand-100'
                    : 'text-gray-900 dark:text-gray-100',
                )}
              >
                {weekday.format(utc(date))} {dayMonth.format(utc(date))}
              </span>
              {isToday ? (
                <span className="text-xs font-semibold text-brand-800 dark:text-brand-100">
                  Hoy
                </span>
              ) : null}
            </div>
          );
        })}

        <div className="relative" style={{ height }} aria-hidden="true">
          {hours.map((hour) => (
            <span
              key={hour}
              className="absolute right-2 -translate-y-1/2 text-xs text-gray-600 dark:text-gray-400"
              style={{ top: top(hour * 60) }}
            >
              {hour > first ? `${String(hour).padStart(2, '0')}:00` : ''}
            </span>
          ))}
        </div>

        {dates.map((date) => {
          const day = data.days.find((d) => d.date === date);
          const dayItems = placeDay(
            items.filter((item) => dateOf(item) === date),
            (item) => item.kind === 'appointment' && item.appointment.status === 'CANCELLED',
          );
          const untimed = data.requests.filter((r) => r.requestedDate === date && !r.requestedTime);
          return (
            <DayColumn
              key={date}
              date={date}
              day={day}
              isToday={date === data.today}
              nowTop={date === data.today ? top(data.nowMinutes) : null}
              nowMinutes={data.nowMinutes}
              height={height}
              top={top}
              hourCount={hours.length}
              onEmptyClick={(event) => onEmptyTime(date, minutesToTime(pointerMinute(event)))}
              onDrop={(event) => drop(event, date)}
            >
              <ul aria-label={`Citas del ${longDay.format(utc(date))}`} className="contents">
                {dayItems.map(({ block, lane, lanes, behind }) => (
                  <li
                    key={block.id}
                    className={clsx('absolute px-0.5', behind ? 'z-0 opacity-60' : 'z-10')}
                    style={{
                      top: top(block.start),
                      height: Math.max(20, (block.end - block.start) * PX_PER_MINUTE),
                      left: `${(lane / lanes) * 100}%`,
                      width: `${100 / lanes}%`,
                    }}
                  >
                    {block.kind === 'appointment' ? (
                      <AppointmentBlock
                        appointment={block.appointment}
                        colour={serviceColours.get(block.appointment.serviceId ?? '')}
                        trainer={trainerOf(block.appointment.trainer)}
                        onOpen={() => onOpenAppointment(block.appointment)}
                      />
                    ) : block.kind === 'class' ? (
                      <ClassBlock
                        groupClass={block.groupClass}
                        trainer={trainerOf(block.groupClass.trainer)}
                      />
                    ) : (
                      <RequestBlock
                        request={block.request}
                        trainer={trainerOf(block.request.trainer)}
                        onOpen={() => onOpenRequest(block.request)}
                      />
                    )}
                  </li>
                ))}
                {untimed.map((request) => (
                  <li key={request.id} className="relative z-10 p-0.5">
                    <RequestBlock
                      request={request}
                      trainer={trainerOf(request.trainer)}
                      onOpen={() => onOpenRequest(request)}
                    />
                  </li>
                ))}
              </ul>
            </DayColumn>
          );
        })}
      </div>
    </div>
  );
}

function DayColumn({
  date,
  day,
  isToday,
  nowTop,
  nowMinutes,
  height,
  top,
  hourCount,
  onEmptyClick,
  onDrop,
  children,
}: {
  date: string;
  day: CalendarDay | undefined;
  isToday: boolean;
  nowTop: number | null;
  nowMinutes: number;
  height: number;
  top: (minute: number) => number;
  hourCount: number;
  onEmptyClick: (event: MouseEvent<HTMLDivElement>) => void;
  onDrop: (event: DragEvent<HTMLDivElement>) => void;
  children: ReactNode;
}) {
  const summary = day
    ? [
        day.open.length > 0 ? `Horario: ${rangesText(day.open)}.` : 'Sin horario de atención.',
        day.closed.length > 0
          ? `Bloqueado: ${day.closed.map((c) => `${c.startTime}–${c.endTime}${c.reason ? ` (${c.reason})` : ''}`).join(', ')}.`
          : '',
      ].join(' ')
    : '';
  return (
    <section
      aria-label={`${longDay.format(utc(date))}${isToday ? ' (hoy)' : ''}`}
      aria-current={isToday ? 'date' : undefined}
      data-date={date}
      className="relative border-l border-gray-200 bg-gray-100 dark:border-gray-800 dark:bg-gray-950"
      style={{ height }}
      onDragOver={(event) => event.preventDefault()}
      onDrop={onDrop}
    >
      <p className="sr-only">{summary}</p>
      {/* Pointer target for an empty time; keyboard users have "Nueva cita" and "Bloquear" above. */}
      <div
        aria-hidden="true"
        data-testid={`empty-${date}`}
        className="absolute inset-0 cursor-cell"
        onClick={onEmptyClick}
      >
        {day?.open.map((range) => (
          <div
            key={range.startTime}
            data-shade="open"
            className="pointer-events-none absolute inset-x-0 bg-white dark:bg-gray-900"
            style={{
              top: top(timeToMinutes(range.startTime)),
              height: top(timeToMinutes(range.endTime)) - top(timeToMinutes(range.startTime)),
            }}
          />
        ))}
        {day?.closed.map((range) => (
          <div
            key={`${range.exceptionId}-${range.startTime}`}
            data-shade="closed"
            className="pointer-events-none absolute inset-x-0 bg-[repeating-linear-gradient(135deg,var(--color-red-200)_0,var(--color-red-200)_6px,transparent_6px,transparent_12px)] dark:bg-[repeating-linear-gradient(135deg,var(--color-red-950)_0,var(--color-red-950)_6px,transparent_6px,transparent_12px)]"
            style={{
              top: Math.max(0, top(timeToMinutes(range.startTime))),
              height:
                Math.min(height, top(timeToMinutes(range.endTime))) -
                Math.max(0, top(timeToMinutes(range.startTime))),
            }}
          >
            <span className="m-1 inline-block rounded bg-white px-1 text-xs text-gray-800 dark:bg-gray-900 dark:text-gray-200">
              Bloqueado{range.reason ? `: ${range.reason}` : ''}
            </span>
          </div>
        ))}
        {Array.from({ length: hourCount - 1 }, (_, i) => (
          <div
            key={i}
            className="pointer-events-none absolute inset-x-0 border-t border-gray-200 dark:border-gray-800"
            style={{ top: ((i + 1) * height) / hourCount }}
          />
        ))}
      </div>
      {nowTop !== null && nowTop >= 0 && nowTop <= height ? (
        <div
          className="pointer-events-none absolute inset-x-0 z-20 border-t-2 border-red-600 dark:border-red-400"
          style={{ top: nowTop }}
          data-testid="now-line"
        >
          <span className="sr-only">Ahora, {minutesToTime(nowMinutes)}</span>
        </div>
      ) : null}
      {children}
    </section>
  );
}

/** Who gives it, for a block's label: ", con Pablo Ruiz" in a school, nothing otherwise. */
const withTrainer = (trainer: TrainerTag | null | undefined) =>
  trainer === undefined ? '' : trainer ? `, con ${trainer.name}` : ', con cualquiera';

function AppointmentBlock({
  appointment,
  colour,
  trainer,
  onOpen,
}: {
  appointment: Appointment;
  /** The service's own colour (Servicios), on the block's left edge. */
  colour: string | undefined;
  /** In a school, who gives it: their colour and initials on the block. */
  trainer: TrainerTag | undefined;
  onOpen: () => void;
}) {
  const start = timeToMinutes(appointment.scheduledTime);
  const when = `${appointment.scheduledTime}–${minutesToTime((start + appointment.duration) % 1440)}`;
  const label = `${when}, ${appointment.clientName}, ${appointment.dogName}, ${serviceTypeLabel(appointment.serviceType)}, ${APPOINTMENT_STATUS_LABELS[appointment.status]}${withTrainer(trainer)}`;
  const movable = appointment.status === 'SCHEDULED';
  return (
    <button
      type="button"
      aria-label={label}
      draggable={movable}
      onDragStart={(event) => {
        event.dataTransfer.setData(DRAG_TYPE, appointment.id);
        event.dataTransfer.effectAllowed = 'move';
      }}
      onClick={onOpen}
      className={clsx(
        'relative flex size-full flex-col overflow-hidden rounded-md border-l-[6px] px-1.5 py-0.5 text-left text-xs shadow-sm',
        'focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none dark:focus-visible:ring-brand-300',
        movable && 'cursor-grab',
        appointmentColour(appointment),
      )}
      style={colour ? { borderLeftColor: colour } : undefined}
    >
      {trainer ? <TrainerMark trainer={trainer} /> : null}
      <span className="font-semibold">{when}</span>
      <BlockNames dog={appointment.dogName} client={appointment.clientName} />
    </button>
  );
}

/**
 * Issue 27: a block leads with the dog (what the trainer works with), in full, and the owner's
 * name after it, cut with an ellipsis when the column is narrow — never the reverse.
 */
function BlockNames({ dog, client }: { dog: string; client: string }) {
  return (
    <span className="flex min-w-0 gap-1">
      <span className="max-w-full shrink-0 truncate font-medium">{dog}</span>
      <span className="min-w-0 truncate opacity-90">· {client}</span>
    </span>
  );
}

function RequestBlock({
  request,
  trainer,
  onOpen,
}: {
  request: CalendarRequest;
  /** In a school, the trainer asked for; null for "Cualquiera". */
  trainer: TrainerTag | null | undefined;
  onOpen: () => void;
}) {
  const when = request.requestedTime
    ? `${request.requestedTime}–${minutesToTime((timeToMinutes(request.requestedTime) + request.duration) % 1440)}`
    : 'Sin hora';
  return (
    <button
      type="button"
      aria-label={`Solicitud pendiente, ${when}, ${request.clientName}, ${request.dogName}${withTrainer(trainer)}`}
      onClick={onOpen}
      className={clsx(
        'relative z-10 flex size-full flex-col overflow-hidden rounded-md border-2 px-1.5 py-0.5 text-left text-xs',
        'focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none dark:focus-visible:ring-brand-300',
        REQUEST_COLOUR,
      )}
    >
      {trainer ? <TrainerMark trainer={trainer} /> : null}
      <span className="font-semibold">Pendiente · {when}</span>
      <BlockNames dog={request.dogName} client={request.clientName} />
    </button>
  );
}

/** A group class: one block with its places taken ("4/6"), opening the class's roster. */
function ClassBlock({
  groupClass,
  trainer,
}: {
  groupClass: CalendarClass;
  trainer: TrainerTag | undefined;
}) {
  const start = timeToMinutes(groupClass.time);
  const when = `${groupClass.time}–${minutesToTime((start + groupClass.duration) % 1440)}`;
  const places = classPlacesLabel(groupClass);
  return (
    <Link
      to={paths.classes.detail.getHref(groupClass.id)}
      aria-label={`Clase, ${when}, ${groupClass.serviceName}, ${groupClass.enrolled} de ${groupClass.places} plazas ocupadas${withTrainer(trainer)}`}
      className={clsx(
        'relative z-10 flex size-full flex-col overflow-hidden rounded-md border-l-4 border-violet-600 bg-violet-50 px-1.5 py-0.5 text-left text-xs text-violet-950 shadow-sm',
        'dark:border-violet-300 dark:bg-violet-950 dark:text-violet-50',
        'focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none dark:focus-visible:ring-brand-300',
      )}
    >
      {trainer ? <TrainerMark trainer={trainer} /> : null}
      <span className="font-semibold">
        {when} · {places}
      </span>
      <span className="truncate">{groupClass.serviceName}</span>
    </Link>
  );
}
