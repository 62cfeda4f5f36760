import { createHash, randomBytes } from 'node:crypto';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import {
  addDays,
  classPlacesLabel,
  serviceTypeLabel,
  todayIn,
  type CalendarFeedLink,
} from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { appointmentUid, buildCalendar, type IcsEvent } from '../../lib/ics.ts';
import { selectBusinessName } from '../../read-models/business-name.ts';
import * as feedEvents from '../../read-models/calendar-feed-events.ts';
import { selectTrainerTags } from '../../read-models/trainer-tags.ts';
import * as repository from './calendar-feed.repository.ts';

/** How far back the feed goes: recent history stays in the trainer's calendar. */
const FEED_PAST_DAYS = 90;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The subscription's addresses: https for Google/Outlook, webcal:// for Apple's one-tap subscribe. */
export function feedLinks(appUrl: string, token: string): CalendarFeedLink {
  const httpsUrl = `${appUrl}/api/calendar-feed/${token}.ics`;
  return { httpsUrl, webcalUrl: httpsUrl.replace(/^https?:/, 'webcal:') };
}

/**
 * A new 256-bit token for a trainer's own feed or the titular's of the whole business (who may
 * ask is the route's access question); only its hash is kept, and it replaces the previous one
 * of that feed at once.
 */
export async function regenerateFeed(db: Db, key: repository.FeedKey, appUrl: string, now: Date) {
  const token = randomBytes(32).toString('base64url');
  await repository.upsertFeedToken(db, key, sha256(token), now);
  return feedLinks(appUrl, token);
}

export async function feedStatus(db: Db, key: repository.FeedKey) {
  const feed = await repository.findFeed(db, key);
  return { createdAt: feed?.createdAt.toISOString() ?? null };
}

const notFound = () => new AppError('NOT_FOUND', 404, 'Calendario no encontrado');

/**
 * The token's feed as RFC 5545 text: its trainer's own work, or the whole business's with each
 * event's trainer named (decision 0140); an unknown or replaced token, or a removed member's, is
 * a 404.
 */
export async function renderFeed(db: Db, token: string, now: Date): Promise<string> {
  const trainer = await feedEvents.findTrainerByFeedHash(db, sha256(token));
  if (!trainer) throw notFound();
  const { businessId } = trainer;
  const whole = trainer.scope === 'business';
  const only = whole ? null : trainer.id;
  const from = addDays(todayIn(trainer.timeZone, now), -FEED_PAST_DAYS);
  const [appointments, requests, classes, tags, businessName] = await Promise.all([
    feedEvents.selectFeedAppointments(db, businessId, from, only),
    feedEvents.selectFeedPendingRequests(db, businessId, from, only),
    feedEvents.selectFeedClasses(db, businessId, from, only),
    whole ? selectTrainerTags(db, businessId) : [],
    whole ? selectBusinessName(db, businessId) : null,
  ]);
  const names = new Map(tags.map((tag) => [tag.id, tag.name]));
  // The whole business's feed says whose each event is; a trainer's own needs no saying.
  const givenBy = (trainerId: string) =>
    whole && names.has(trainerId) ? `Adiestrador/a: ${names.get(trainerId)}` : '';
  const ownName = `${trainer.firstName} ${trainer.lastName}`.trim();
  const location = trainer.sessionPlace;
  const events: IcsEvent[] = [
    ...appointments.map((a): IcsEvent => ({
      uid: appointmentUid(a.id),
      when: {
        local: { date: a.scheduledDate, time: a.scheduledTime.slice(0, 5) },
        durationMinutes: a.duration,
      },
      summary: `${serviceTypeLabel(a.serviceType)}: ${a.dogName} (${a.clientName})`,
      description: [
        givenBy(a.trainerId),
        `Teléfono: ${a.clientPhone}`,
        `Email: ${a.clientEmail}`,
        a.notes ?? '',
      ]
        .filter(Boolean)
        .join('\n'),
      location,
      status: a.status === 'CANCELLED' ? 'CANCELLED' : 'CONFIRMED',
      sequence: a.icsSequence,
      transparent: a.status === 'CANCELLED',
    })),
    ...requests.map((r): IcsEvent => ({
      uid: `request-${r.id}@adiestra`,
      when: {
        local: { date: r.requestedDate, time: r.requestedTime?.slice(0, 5) ?? null },
        durationMinutes: r.duration,
      },
      summary: `Solicitud pendiente: ${r.dogName} (${r.clientName})`,
      description: [
        serviceTypeLabel(r.serviceType),
        `Teléfono: ${r.clientPhone}`,
        `Email: ${r.clientEmail}`,
        r.notes ?? '',
      ]
        .filter(Boolean)
        .join('\n'),
      location,
      status: 'TENTATIVE',
      sequence: 0,
      transparent: true,
    })),
    // A group class (issue 29): one event, its places taken in the title.
    ...classes.map((c): IcsEvent => ({
      uid: `class-${c.id}@adiestra`,
      when: {
        local: { date: c.classDate, time: c.classTime.slice(0, 5) },
        durationMinutes: c.duration,
      },
      summary: `Clase: ${c.serviceName} (${classPlacesLabel(c)})`,
      description: [givenBy(c.trainerId), `Plazas ocupadas: ${classPlacesLabel(c)}`]
        .filter(Boolean)
        .join('\n'),
      location: c.place ?? location,
      status: c.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
      // The feed is read whole on each refresh; a cancellation raises it so clients drop the event.
      sequence: c.status === 'cancelled' ? 1 : 0,
      transparent: c.status === 'cancelled',
    })),
  ];
  return buildCalendar({
    method: 'PUBLISH',
    stamp: now,
    feed: {
      name: `Adiestra: ${whole ? (businessName ?? ownName) : ownName}`,
      timeZone: trainer.timeZone,
      vtimezone: getVtimezoneComponent(trainer.timeZone) ?? '',
    },
    events,
  });
}
