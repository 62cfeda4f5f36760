import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import {
  CLASS_PAYMENTS,
  CLASS_PAYMENT_LABELS,
  type CourseFormValues,
  type CoursePayload,
} from '@adiestra/shared';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

/**
 * How a course is paid (decision 0099), as a class is: its price, or a bono unit per enrolment or
 * per class attended. Paid with a bono, the price is what a client without one pays; left empty,
 * the course is "solo con bono".
 */
export function CourseMoneyFields({
  register,
  errors,
  control,
}: {
  register: UseFormRegister<CourseFormValues>;
  errors: FieldErrors<CourseFormValues>;
  control: Control<CourseFormValues, unknown, CoursePayload>;
}) {
  const payment = useWatch({ control, name: 'payment' });
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <Select label="Pago" error={errors.payment?.message} {...register('payment')}>
        {CLASS_PAYMENTS.map((way) => (
          <option key={way} value={way}>
            {CLASS_PAYMENT_LABELS[way]}
          </option>
        ))}
      </Select>
      <Input
        label="Precio del curso (€, IVA incluido)"
        inputMode="decimal"
        required={payment === 'price'}
        hint={
          payment === 'price'
            ? 'El curso entero; quien se incorpora tarde paga la parte de las clases que quedan'
            : payment === 'bono_attendance'
              ? 'Sin bono, cada clase asistida cuesta su parte; vacío: solo con bono'
              : 'Sin bono se cobra este precio; vacío: solo con bono'
        }
        error={errors.price?.message}
        {...register('price')}
      />
    </div>
  );
}
