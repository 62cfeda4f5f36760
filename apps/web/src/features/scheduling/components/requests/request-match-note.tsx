import type { AppointmentRequest, RequestMatch } from '@adiestra/shared';
import {
  BookingLinkFields,
  type BookingLinkValue,
  type bookingLinkErrors,
} from '@/components/booking-link-fields';
import { dogSummary } from '../appointments/appointment-text';

// The approve dialogs' start (an appointment's and, issue 29, a class place's): the server's
// suggested client and dog, a note saying why they are chosen, and the fields that choose them.

/** The suggested client and dog, chosen in the form. */
export function suggestedLink(match: RequestMatch): BookingLinkValue {
  return {
    client: match.client
      ? { mode: 'existing', id: match.client.id, label: match.client.label }
      : { mode: 'new', id: '' },
    dog: match.dog
      ? { mode: 'existing', id: match.dog.id, label: match.dog.label }
      : { mode: 'new', id: '' },
  };
}

/**
 * The server's suggestion, or new records when the owner is not among the trainer's clients. A
 * client matching only by phone is not chosen (issue 28): it may be another person, so the
 * trainer has to pick it.
 */
export function initialLink(match: RequestMatch): BookingLinkValue {
  if (match.client?.matchedBy === 'phone')
    return { client: { mode: 'new', id: '' }, dog: { mode: 'new', id: '' } };
  return suggestedLink(match);
}

/** Says why a client is already chosen, so the trainer confirms rather than guesses. */
export function MatchNote({ match, onChoose }: { match: RequestMatch; onChoose: () => void }) {
  const dog = match.dog ? ` y su perro ${match.dog.label}` : '; su perro se creará';
  let text =
    'No coincide con ninguno de tus clientes: al aprobar se crearán el cliente y el perro.';
  if (match.client?.matchedBy === 'linked')
    text = `Elegiste a tu cliente ${match.client.label}${dog} al crearla.`;
  else if (match.client?.matchedBy === 'email')
    text = `Coincide con tu cliente ${match.client.label} (mismo email)${dog}. Confírmalo o elige otro.`;
  else if (match.client)
    return (
      <div className="space-y-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-900/30 dark:text-amber-100">
        <p>
          Coincide solo el teléfono con tu cliente {match.client.label}; el email es otro. Puede ser
          otra persona: no se vinculará a menos que lo elijas.
        </p>
        <button type="button" className="font-medium underline" onClick={onChoose}>
          Es la misma persona: usar a {match.client.label}
        </button>
      </div>
    );
  return (
    <p className="rounded-md bg-gray-50 p-3 text-sm text-gray-700 dark:bg-gray-800/60 dark:text-gray-300">
      {text}
    </p>
  );
}

/**
 * Who the approval links: the match note, then the client and dog chosen, or the request's owner
 * and dog created as new records.
 */
export function RequestLinkFields({
  request,
  match,
  value,
  onChange,
  errors,
}: {
  request: AppointmentRequest;
  match: RequestMatch;
  value: BookingLinkValue;
  onChange: (value: BookingLinkValue) => void;
  errors: ReturnType<typeof bookingLinkErrors>;
}) {
  return (
    <>
      <MatchNote match={match} onChoose={() => onChange(suggestedLink(match))} />
      <BookingLinkFields
        value={value}
        onChange={onChange}
        errors={errors}
        newClientLabel="Crear cliente nuevo"
        newDogLabel="Crear perro nuevo"
        newClient={
          <p className="ms-6 text-sm text-gray-600 dark:text-gray-400">
            {request.clientName} · {request.clientEmail} · {request.clientPhone}
          </p>
        }
        newDog={
          <p className="ms-6 text-sm text-gray-600 dark:text-gray-400">{dogSummary(request)}</p>
        }
      />
    </>
  );
}
