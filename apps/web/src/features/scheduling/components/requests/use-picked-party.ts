import { useEffect } from 'react';
import type { UseFormSetValue } from 'react-hook-form';
import type { AppointmentRequestInput } from '@adiestra/shared';
import type { BookingLinkValue } from '@/components/booking-link-fields';
import { useBookingClient } from '../../api/get-booking-client';
import { useBookingDog } from '../../api/get-booking-dog';

/** The request's dog age in years, 0–20: a picked dog's age as it is (0.5 stays 6 months). */
const requestAge = (age: number | null) => (age === null || age > 20 ? '' : String(age));

/**
 * 'Nueva Cita' with an existing client or dog: the booking carries their current name, e-mail,
 * phone, breed and age (what the owner is written to), copied from the records when picked.
 */
export function usePickedParty(
  link: BookingLinkValue,
  setValue: UseFormSetValue<AppointmentRequestInput>,
) {
  const clientId = link.client.mode === 'existing' ? link.client.id : '';
  const dogId = link.dog.mode === 'existing' ? link.dog.id : '';
  const client = useBookingClient(clientId);
  const dog = useBookingDog(dogId);
  const clientData = clientId ? client.data : undefined;
  const dogData = dogId ? dog.data : undefined;

  useEffect(() => {
    if (!clientData) return;
    setValue('clientName', clientData.name);
    setValue('clientEmail', clientData.email);
    setValue('clientPhone', clientData.phone);
  }, [clientData, setValue]);
  useEffect(() => {
    if (!dogData) return;
    setValue('dogName', dogData.name);
    setValue('dogBreed', dogData.breed);
    setValue('dogAge', requestAge(dogData.age));
  }, [dogData, setValue]);

  return { client: clientData, dog: dogData };
}
