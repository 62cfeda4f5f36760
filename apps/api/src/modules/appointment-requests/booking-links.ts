import type { BookingLinkChoice, RequestMatch } from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import {
  clientLabel,
  createClientFromBooking,
  findClientRow,
  matchClientByContact,
} from '../clients/index.ts';
import { createDogFromBooking, findDogOfClient, matchDogByName } from '../dogs/index.ts';

/** What a booking says of its owner and dog (a request's or the 'Nueva Cita' form's). */
export interface BookingParty {
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  dogName: string;
  dogBreed: string | null;
  dogAge: number | null;
}

export interface LinkChoices {
  clientId?: BookingLinkChoice;
  dogId?: BookingLinkChoice;
}

/** A booking already linked (an internal request, picked in 'Nueva Cita'): its own client and dog. */
export interface BookingLinks {
  clientId: string | null;
  dogId: string | null;
}

/**
 * The choice when the trainer made none: the booking's own links when it has them, else the
 * match (omitted choices).
 */
export function defaultChoice(links: BookingLinks, choice: LinkChoices): LinkChoices {
  if (choice.clientId !== undefined || choice.dogId !== undefined) return choice;
  if (!links.clientId || !links.dogId) return choice;
  return { clientId: links.clientId, dogId: links.dogId };
}

/**
 * The trainer's client and dog the booking would be linked to, without changing anything: its
 * own links when it has them, else the client matching its owner and that client's dog by name.
 */
export async function matchBooking(
  db: Db | Tx,
  businessId: string,
  party: BookingParty & BookingLinks,
): Promise<RequestMatch> {
  if (party.clientId && party.dogId) {
    const client = await findClientRow(db, businessId, party.clientId);
    const dog = await findDogOfClient(db, businessId, party.clientId, party.dogId);
    return {
      client: { id: client.id, label: clientLabel(client), matchedBy: 'linked' },
      dog: { id: dog.id, label: dog.name },
    };
  }
  const contact = { email: party.clientEmail, phone: party.clientPhone };
  const client = await matchClientByContact(db, businessId, contact);
  if (!client) return { client: null, dog: null };
  const dog = await matchDogByName(db, businessId, client.id, party.dogName);
  return {
    client: { id: client.id, label: clientLabel(client), matchedBy: client.matchedBy },
    dog: dog ? { id: dog.id, label: dog.name } : null,
  };
}

/**
 * The client and dog a booking belongs to, inside its transaction (which holds the trainer's
 * lock, so concurrent bookings of one new owner create one client): each chosen by id (the
 * trainer's own, the dog of that client), or matched by e-mail (lib/contact-match.ts) and created
 * when none matches (choice omitted), or created (choice null). A client matching only by phone
 * is never applied without the trainer's choice (issue 28): it may be another person.
 */
export async function resolveBookingLinks(
  tx: Tx,
  businessId: string,
  party: BookingParty,
  choice: LinkChoices,
): Promise<{ clientId: string; dogId: string }> {
  const owner = { name: party.clientName, email: party.clientEmail, phone: party.clientPhone };
  const contact = { email: party.clientEmail, phone: party.clientPhone };
  const matched =
    choice.clientId === undefined ? await matchClientByContact(tx, businessId, contact) : undefined;
  const client = choice.clientId
    ? await findClientRow(tx, businessId, choice.clientId)
    : ((matched?.matchedBy === 'email' ? matched : undefined) ??
      (await createClientFromBooking(tx, businessId, owner)));

  const newDog = { name: party.dogName, breed: party.dogBreed, age: party.dogAge };
  const dog = choice.dogId
    ? await findDogOfClient(tx, businessId, client.id, choice.dogId)
    : ((choice.dogId === undefined
        ? await matchDogByName(tx, businessId, client.id, party.dogName)
        : undefined) ?? (await createDogFromBooking(tx, businessId, client.id, newDog)));

  return { clientId: client.id, dogId: dog.id };
}
