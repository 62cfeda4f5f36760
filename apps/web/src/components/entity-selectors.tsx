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
