import type { ServiceTrainer, SignedInUser } from '@adiestra/shared';
import { Select } from '@/components/ui/select';
import { worksOwnAgendaOnly } from '@/lib/auth/access';
import { useCurrentUser } from '@/lib/auth/auth-context';
import type { SlotsTrainer } from '@/lib/query-keys';
import { useServiceTrainers } from '../../api/get-service-trainers';

/** The option that leaves the trainer to the service's rule (decision 0139). */
const ANY = '';

/**
 * Who the form books when nobody was picked, as the server decides it: the signed-in member when
 * they give the service, else "Cualquiera" (recepción, or a trainer who does not give it).
 */
export function defaultTrainer(trainers: readonly ServiceTrainer[], user: SignedInUser) {
  const gives = trainers.some((t) => t.trainerId === user.id);
  return gives && user.memberRole !== 'recepcion' ? user.id : null;
}

/**
 * Nueva Cita's "Adiestrador": the trainers who give the chosen service, and "Cualquiera" — the
 * first free one by the service's priority. Shown only when there is a choice: a one-trainer
 * business never sees it, nor an adiestrador, who books their own agenda (decision 0148).
 * `value` undefined is the default above; null is "Cualquiera".
 */
export function TrainerSelect({
  serviceId,
  value,
  onChange,
  error,
}: {
  serviceId: string;
  value: string | null | undefined;
  onChange: (trainerId: string | null) => void;
  error: string | undefined;
}) {
  const user = useCurrentUser();
  const trainers = useServiceTrainers(serviceId);
  if (worksOwnAgendaOnly(user) || !trainers.data || trainers.data.length < 2) return null;
  const current = value === undefined ? defaultTrainer(trainers.data, user) : value;
  return (
    <Select
      label="Adiestrador"
      value={current ?? ANY}
      error={error}
      hint="Cualquiera: el primero libre según las prioridades del servicio."
      onChange={(event) => onChange(event.target.value === ANY ? null : event.target.value)}
    >
      <option value={ANY}>Cualquiera</option>
      {trainers.data.map((trainer) => (
        <option key={trainer.trainerId} value={trainer.trainerId}>
          {trainer.name}
        </option>
      ))}
    </Select>
  );
}

/** Whose free times the form offers: the trainer it would book, or anyone who gives the service. */
export function useSlotsTrainer(serviceId: string, value: string | null | undefined): SlotsTrainer {
  const user = useCurrentUser();
  const trainers = useServiceTrainers(serviceId);
  if (worksOwnAgendaOnly(user)) return { trainerId: user.id };
  if (!serviceId || !trainers.data) return {};
  const chosen = value === undefined ? defaultTrainer(trainers.data, user) : value;
  return chosen ? { trainerId: chosen } : { serviceId };
}
