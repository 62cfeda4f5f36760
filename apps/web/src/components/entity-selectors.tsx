import type { Ref } from 'react';
import { useSelectorOptions, type OptionsParams } from '@/lib/options-queries';
import { Combobox, type ComboboxProps } from './ui/combobox';

type SelectorProps = Omit<ComboboxProps, 'options' | 'onSearch' | 'loading' | 'ref'> & {
  ref?: Ref<HTMLInputElement>;
};

/** A combobox over one domain's options endpoint: searched on the server as the user types. */
function EntityCombobox({
  domain,
  filter,
  ...props
}: SelectorProps & { domain: 'clients' | 'dogs'; filter?: Omit<OptionsParams, 'search' | 'id'> }) {
  const found = useSelectorOptions(domain, props.value, filter, props.selectedLabel);
  return (
    <Combobox
      {...props}
      options={found.options}
      onSearch={found.setSearch}
      selectedLabel={props.selectedLabel ?? found.selectedLabel}
      loading={found.isFetching}
    />
  );
}

/** Pick one of the trainer's clients (dog form, dog and session filters): searchable by name. */
export function OwnerCombobox(props: SelectorProps) {
  return <EntityCombobox domain="clients" {...props} />;
}

/** Pick one of the trainer's dogs, optionally of one client: searchable by dog or owner name. */
export function DogCombobox({
  clientId,
  ...props
}: SelectorProps & { clientId?: string | undefined }) {
  return <EntityCombobox domain="dogs" filter={{ clientId }} {...props} />;
}

/**
 * A client, then one of their dogs (class roster, linking an appointment): choosing another client
 * clears the dog, and the dog waits for a client.
 */
export function ClientDogPicker({
  clientId,
  dogId,
  onChange,
  errors,
  clientPlaceholder = 'Escribe para buscar',
}: {
  clientId: string;
  dogId: string;
  onChange: (picked: { clientId: string; dogId: string }) => void;
  errors: { client?: string | undefined; dog?: string | undefined };
  clientPlaceholder?: string;
}) {
  return (
    <>
      <OwnerCombobox
        label="Cliente"
        required
        value={clientId}
        onChange={(id) => onChange({ clientId: id, dogId: '' })}
        placeholder={clientPlaceholder}
        error={errors.client}
      />
      <DogCombobox
        label="Perro"
        required
        clientId={clientId || undefined}
        disabled={!clientId}
        value={dogId}
        onChange={(id) => onChange({ clientId, dogId: id })}
        placeholder={clientId ? 'Escribe para buscar' : 'Elige antes un cliente'}
        error={errors.dog}
      />
    </>
  );
}
