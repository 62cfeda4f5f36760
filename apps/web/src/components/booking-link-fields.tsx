import { useId, type ReactNode } from 'react';
import clsx from 'clsx';
import { DogCombobox, OwnerCombobox } from './entity-selectors';
import { focusRing } from './ui/focus-ring';

/** One side of a booking's link: an existing record (its id, '' until chosen) or a new one. */
export interface LinkChoice {
  mode: 'existing' | 'new';
  id: string;
  /** The chosen record's label, when known (a server's match), so it is not fetched again. */
  label?: string | undefined;
}

/** Which client and dog a booking belongs to, as the approve dialog and 'Nueva Cita' pick them. */
export interface BookingLinkValue {
  client: LinkChoice;
  dog: LinkChoice;
}

export const LINK_MESSAGES = {
  client: 'Selecciona un cliente o elige crear uno nuevo',
  dog: 'Selecciona un perro o elige crear uno nuevo',
} as const;

/** What is missing before the booking can be sent: an 'existing' side with nothing chosen. */
export function bookingLinkErrors(value: BookingLinkValue): { client?: string; dog?: string } {
  return {
    ...(value.client.mode === 'existing' && !value.client.id
      ? { client: LINK_MESSAGES.client }
      : {}),
    ...(value.dog.mode === 'existing' && !value.dog.id ? { dog: LINK_MESSAGES.dog } : {}),
  };
}

/**
 * The body's `clientId` / `dogId` (packages/shared, booking-links.ts): the chosen id, or for a new
 * one `whenNew` — null ("create it") or undefined ("the one that matches, else create it").
 */
export function bookingLinkPayload(value: BookingLinkValue, whenNew: null | undefined) {
  return {
    clientId: value.client.mode === 'existing' ? value.client.id : whenNew,
    dogId: value.dog.mode === 'existing' ? value.dog.id : whenNew,
  };
}

function ModeRadio({
  name,
  checked,
  disabled,
  onSelect,
  children,
}: {
  name: string;
  checked: boolean;
  disabled?: boolean;
  onSelect: () => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="radio"
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={onSelect}
        className={clsx('size-4 accent-brand-600 dark:accent-brand-400', focusRing)}
      />
      <label
        htmlFor={id}
        className={clsx(
          'text-sm font-medium',
          disabled ? 'text-gray-500 dark:text-gray-400' : 'text-gray-800 dark:text-gray-200',
        )}
      >
        {children}
      </label>
    </div>
  );
}

/**
 * Pick the booking's client and dog among the trainer's (searchable, the dogs of the chosen
 * client only) or create them: `newClient` / `newDog` show what "new" means (the request's data,
 * or the fields to type). A new client can only have a new dog.
 */
export function BookingLinkFields({
  value,
  onChange,
  errors = {},
  newClient,
  newDog,
  newClientLabel = 'Cliente nuevo',
  newDogLabel = 'Perro nuevo',
}: {
  value: BookingLinkValue;
  onChange: (value: BookingLinkValue) => void;
  errors?: { client?: string | undefined; dog?: string | undefined };
  newClient: ReactNode;
  newDog: ReactNode;
  newClientLabel?: string;
  newDogLabel?: string;
}) {
  const group = useId();
  const { client, dog } = value;
  const clientIsNew = client.mode === 'new';
  const setClient = (next: LinkChoice) =>
    // Another client: its dogs are others, so the dog is chosen again (a new client, a new dog).
    onChange({
      client: next,
      dog: next.mode === 'new' ? { mode: 'new', id: '' } : { mode: dog.mode, id: '' },
    });

  return (
    <div className="space-y-5">
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-semibold text-gray-900 dark:text-gray-50">
          Cliente
        </legend>
        <ModeRadio
          name={`${group}-client`}
          checked={!clientIsNew}
          onSelect={() => setClient({ mode: 'existing', id: '' })}
        >
          Cliente existente
        </ModeRadio>
        {!clientIsNew ? (
          <OwnerCombobox
            label="Buscar cliente"
            value={client.id}
            selectedLabel={client.label}
            onChange={(id) => setClient({ mode: 'existing', id })}
            placeholder="Escribe para buscar por nombre"
            error={errors.client}
          />
        ) : null}
        <ModeRadio
          name={`${group}-client`}
          checked={clientIsNew}
          onSelect={() => setClient({ mode: 'new', id: '' })}
        >
          {newClientLabel}
        </ModeRadio>
        {clientIsNew ? newClient : null}
      </fieldset>

      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-semibold text-gray-900 dark:text-gray-50">
          Perro
        </legend>
        <ModeRadio
          name={`${group}-dog`}
          checked={dog.mode === 'existing'}
          disabled={clientIsNew}
          onSelect={() => onChange({ client, dog: { mode: 'existing', id: '' } })}
        >
          {clientIsNew ? 'Perro existente (elige antes un cliente existente)' : 'Perro del cliente'}
        </ModeRadio>
        {dog.mode === 'existing' && !clientIsNew ? (
          <DogCombobox
            label="Buscar perro"
            clientId={client.id || undefined}
            disabled={!client.id}
            value={dog.id}
            selectedLabel={dog.label}
            onChange={(id) => onChange({ client, dog: { mode: 'existing', id } })}
            placeholder={client.id ? 'Escribe para buscar' : 'Elige antes un cliente'}
            error={errors.dog}
          />
        ) : null}
        <ModeRadio
          name={`${group}-dog`}
          checked={dog.mode === 'new'}
          onSelect={() => onChange({ client, dog: { mode: 'new', id: '' } })}
        >
          {newDogLabel}
        </ModeRadio>
        {dog.mode === 'new' ? newDog : null}
      </fieldset>
    </div>
  );
}
