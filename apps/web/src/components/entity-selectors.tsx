import type { Ref } from 'react';
import { useSelectorOptions } from '@/lib/options-queries';
import { Combobox, type ComboboxProps } from './ui/combobox';

type SelectorProps = Omit<
  ComboboxProps,
  'options' | 'onSearch' | 'loading' | 'ref'
> & { ref?: Ref<HTMLInputElement> };

/** Pick one of the trainer's clients (dog form, dog and session filters): searchable by name. */
export function OwnerCombobox(props: SelectorProps) {
  const owners = useSelectorOptions('clients', props.value, {}, props.selectedLabel);
  return (
    <Combobox
      {...props}
      options={owners.options}
      onSearch={owners.setSearch}
      selectedLabel={props.selectedLabel ?? owners.selectedLabel}
      loading={owners.isFetching}
    />
  );
}

/** Pick one of the trainer's dogs, optionally of one client: searchable by dog or owner name. */
export function DogCombobox({ clientId, ...props }: SelectorProps & { clientId?: string | undefined }) {
  const dogs = useSelectorOptions('dogs', props.value, { clientId }, props.selectedLabel);
  return (
    <Combobox
      {...props}
      options={dogs.options}
      onSearch={dogs.setSearch}
      selectedLabel={props.selectedLabel ?? dogs.selectedLabel}
      loading={dogs.isFetching}
    />
  );
}
