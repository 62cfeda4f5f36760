import { dogAgeOf, dogAgeParts } from '@adiestra/shared';
import { Input } from './input';

/**
 * A dog's age as years and months (issue 45: a 4-month puppy typed in whole years arrived as
 * "menos de 1 mes"); the value is the one number a request stores, in years.
 */
export function DogAgeInput({
  value,
  onChange,
  invalid,
}: {
  value: string;
  onChange: (age: string) => void;
  invalid?: boolean | undefined;
}) {
  const { years, months } = dogAgeParts(value);
  const common = {
    type: 'number',
    inputMode: 'numeric',
    step: 1,
    min: 0,
    'aria-invalid': invalid || undefined,
  } as const;
  return (
    <div className="grid grid-cols-2 gap-2">
      <Input
        label="Edad (años)"
        max={20}
        value={years}
        onChange={(e) => onChange(dogAgeOf(e.target.value, months))}
        {...common}
      />
      <Input
        label="y meses"
        max={11}
        value={months}
        onChange={(e) => onChange(dogAgeOf(years, e.target.value))}
        {...common}
      />
    </div>
  );
}
