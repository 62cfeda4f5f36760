import { useState } from 'react';
import {
  SERVICE_TRAINER_MESSAGES,
  type ServiceTrainer,
  type ServiceTrainersPayload,
} from '@adiestra/shared';
import { useServiceTrainers } from '../api/get-service-trainers';
import { useStaffTrainers, type StaffTrainer } from '../api/get-staff-trainers';

type Ids = ReadonlySet<string>;

/**
 * The list the boxes send. Every box checked is no rows at all ("every trainer", decision 0139),
 * so someone who joins the team later gives the service too; a trainer kept keeps the priority
 * "Cualquiera" tries them in, one added gets the default.
 */
function bodyOf(team: StaffTrainer[], checked: Ids, listed: ServiceTrainer[]) {
  if (team.every((t) => checked.has(t.trainerId))) return { trainers: [] };
  const priority = new Map(listed.map((t) => [t.trainerId, t.priority]));
  return {
    trainers: team
      .filter((t) => checked.has(t.trainerId))
      .map((t) => ({ trainerId: t.trainerId, priority: priority.get(t.trainerId) ?? 0 })),
  };
}

const idsOf = (body: ServiceTrainersPayload) => body.trainers.map((t) => t.trainerId).join();

/**
 * "Quién lo da" in the service form (issue 39): which of the team's trainers give the service
 * (`serviceId` null: a new one, given by everyone until unchecked). A business with one trainer
 * has nothing to choose, so `shown` is false and nothing is sent.
 */
export function useTrainerChoice(serviceId: string | null) {
  const staff = useStaffTrainers();
  const team = staff.data ?? [];
  const shown = team.length > 1;
  // With one trainer there is nothing to choose, so the service's list is not even read.
  const current = useServiceTrainers(shown ? serviceId : null);
  const [edited, setEdited] = useState<Ids | null>(null);
  const [error, setError] = useState<string | null>(null);
  const listed = current.data?.restricted ? current.data.trainers : [];
  // Until an existing service's list arrives its boxes say nothing (null), and nothing is sent.
  const initial: Ids | null =
    serviceId === null || current.data
      ? new Set((current.data?.restricted ? listed : team).map((t) => t.trainerId))
      : null;
  const checked = edited ?? initial;

  return {
    team,
    shown,
    checked,
    error,
    teamFailed: staff.isError,
    loading: shown && checked === null && !current.isError,
    loadFailed: current.isError,
    toggle(trainerId: string) {
      if (!checked) return;
      const next = new Set(checked);
      if (!next.delete(trainerId)) next.add(trainerId);
      setEdited(next);
      setError(null);
    },
    /** False, with the message shown, when no box is checked: nobody could be booked for it. */
    validate(): boolean {
      const none = shown && checked !== null && !team.some((t) => checked.has(t.trainerId));
      setError(none ? SERVICE_TRAINER_MESSAGES.atLeastOne : null);
      return !none;
    },
    /** What to PUT once the service is saved, or null when the boxes change nothing. */
    change(): ServiceTrainersPayload | null {
      if (!shown || !checked || !initial) return null;
      const body = bodyOf(team, checked, listed);
      return idsOf(body) === idsOf(bodyOf(team, initial, listed)) ? null : body;
    },
  };
}

export type TrainerChoice = ReturnType<typeof useTrainerChoice>;
