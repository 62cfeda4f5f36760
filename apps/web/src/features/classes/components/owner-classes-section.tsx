import { useState } from 'react';
import { CalendarPlus } from 'lucide-react';
import { classPriceText, type OwnerClass } from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClass } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-error';
import { formatLongDay } from '@/lib/format-day';
import { useOwnerClasses } from '../api/get-owner-classes';
import { useCancelOwnPlace, useEnrolOwnDog, useRequestOwnPlace } from '../api/owner-places';
import { useJoinOwnWaitlist } from '../api/owner-waitlist';
import { JoinWaitlistButton, OwnerDogRow, useOwnerAct } from './owner-dog-row';
import { cancelPlaceMessage, lateCancelKept } from './owner-place-cancel';
import { DogWaiting } from './owner-waitlist-entry';

export type Dog = OwnerClass['dogs'][number];

/** Free places: those neither taken nor held for an offer of the waiting list. */
const freeOf = (c: Pick<OwnerClass, 'places' | 'enrolled' | 'offered'>) =>
  Math.max(c.places - c.enrolled - c.offered, 0);

/** "Quedan 2 plazas" / "Queda 1 plaza" / "Completa". */
export function freePlacesLabel(c: Pick<OwnerClass, 'places' | 'enrolled' | 'offered'>) {
  const free = freeOf(c);
  if (free === 0) return 'Completa';
  return free === 1 ? 'Queda 1 plaza' : `Quedan ${free} plazas`;
}

/**
 * "Escuela Canina Norte", or in a school "Luis Ruiz · Escuela Canina Norte": who gives a class or
 * a course, then whose business it is (decision 0147).
 */
export const whoGivesIt = (c: Pick<OwnerClass, 'trainerName' | 'givenBy'>) =>
  c.givenBy ? `${c.givenBy} · ${c.trainerName}` : c.trainerName;

/** A place's calendar file: a plain link, which the session cookie opens (it changes nothing). */
const placeIcsHref = (classId: string, enrolmentId: string) =>
  `/api/owner/classes/${encodeURIComponent(classId)}/enrolments/${encodeURIComponent(enrolmentId)}/calendar.ics`;

function DogPlace({ groupClass, dog }: { groupClass: OwnerClass; dog: Dog }) {
  const enrol = useEnrolOwnDog();
  const ask = useRequestOwnPlace();
  const cancel = useCancelOwnPlace();
  const join = useJoinOwnWaitlist();
  const [confirming, setConfirming] = useState(false);
  const act = useOwnerAct(() => setConfirming(false));
  const full = freeOf(groupClass) === 0;

  if (dog.enrolmentId) {
    const enrolmentId = dog.enrolmentId;
    return (
      <OwnerDogRow name={dog.name} badge={<Badge tone="green">Tiene plaza</Badge>}>
        <a
          href={placeIcsHref(groupClass.id, enrolmentId)}
          download
          aria-label={`Añadir al calendario la clase de ${dog.name}`}
          className={buttonClass('secondary', 'sm')}
        >
          <CalendarPlus aria-hidden="true" className="size-4" />
          Añadir al calendario
        </a>
        <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
          Cancelar plaza de {dog.name}
        </Button>
        <ConfirmDialog
          open={confirming}
          title={`¿Cancelar la plaza de ${dog.name}?`}
          message={cancelPlaceMessage(groupClass, dog.cost)}
          confirmText="Cancelar plaza"
          cancelText="Mantener"
          isLoading={cancel.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            void act(
              () => cancel.mutateAsync({ classId: groupClass.id, enrolmentId }),
              'No se pudo cancelar la plaza',
            )
          }
        />
      </OwnerDogRow>
    );
  }
  if (dog.lateCancelled) {
    const kept = lateCancelKept(dog.cost);
    return (
      <OwnerDogRow name={dog.name} badge={<Badge tone="yellow">Cancelada tarde</Badge>}>
        {kept ? <span className="text-xs text-gray-600 dark:text-gray-400">{kept}</span> : null}
      </OwnerDogRow>
    );
  }
  if (dog.waitlist) return <DogWaiting groupClass={groupClass} dog={dog} entry={dog.waitlist} />;
  if (dog.requestPending)
    return (
      <OwnerDogRow name={dog.name} badge={<Badge tone="yellow">Solicitud enviada</Badge>}>
        <span className="text-xs text-gray-600 dark:text-gray-400">
          Tu educador la revisará y te escribirá por email
        </span>
      </OwnerDogRow>
    );
  if (full)
    return (
      <OwnerDogRow name={dog.name}>
        <JoinWaitlistButton
          name={dog.name}
          pending={join.isPending}
          onClick={() =>
            void act(
              () => join.mutateAsync({ classId: groupClass.id, dogId: dog.id }),
              'No se pudo apuntar a la lista de espera',
            )
          }
        />
      </OwnerDogRow>
    );
  // Decision 0090: the trainer may review each place; then the owner asks instead of taking it.
  if (groupClass.enrolment === 'request')
    return (
      <OwnerDogRow name={dog.name}>
        <Button
          size="sm"
          isLoading={ask.isPending}
          onClick={() =>
            void act(
              () => ask.mutateAsync({ classId: groupClass.id, dogId: dog.id }),
              'No se pudo enviar la solicitud',
            )
          }
        >
          Pedir plaza para {dog.name}
        </Button>
      </OwnerDogRow>
    );
  return (
    <OwnerDogRow name={dog.name}>
      <Button
        size="sm"
        isLoading={enrol.isPending}
        onClick={() =>
          void act(
            () => enrol.mutateAsync({ classId: groupClass.id, dogId: dog.id }),
            'No se pudo reservar la plaza',
          )
        }
      >
        Reservar plaza para {dog.name}
      </Button>
    </OwnerDogRow>
  );
}

function ClassCard({ groupClass }: { groupClass: OwnerClass }) {
  const full = freeOf(groupClass) === 0;
  return (
    <Card>
      <CardHeader
        as="h3"
        title={groupClass.serviceName}
        description={`Con ${whoGivesIt(groupClass)}`}
      />
      <CardContent className="space-y-2">
        <p className="text-sm text-gray-800 dark:text-gray-200">
          {formatLongDay(groupClass.date)} · {groupClass.time} · {groupClass.duration} min
          {groupClass.place ? ` · ${groupClass.place}` : ''}
        </p>
        <p className="text-sm text-gray-800 dark:text-gray-200">
          Precio: {classPriceText(groupClass)}
        </p>
        <Badge tone={full ? 'gray' : 'brand'}>{freePlacesLabel(groupClass)}</Badge>
        <ul
          aria-label={`Tus perros en ${groupClass.serviceName}`}
          className="divide-y divide-gray-200 dark:divide-gray-800"
        >
          {groupClass.dogs.map((dog) => (
            <DogPlace key={dog.id} groupClass={groupClass} dog={dog} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** Mi área (issue 29): the upcoming classes of the owner's trainers, and their dogs' places. */
export function OwnerClassesSection() {
  const classes = useOwnerClasses();
  return (
    <section aria-labelledby="owner-classes" className="mt-10 space-y-4">
      <div>
        <h2 id="owner-classes" className="text-lg font-semibold text-gray-900 dark:text-gray-50">
          Clases en grupo
        </h2>
        <p className="text-sm text-gray-600 dark:text-gray-400">
          Las próximas clases de tu educador y las de tus perros. Si una está completa, apúntate a
          su lista de espera: si se libera una plaza, te la ofrecemos por e-mail.
        </p>
      </div>
      {classes.isPending ? (
        <div aria-busy="true">
          <span className="sr-only">Cargando clases…</span>
          <Skeleton className="h-32 w-full" />
        </div>
      ) : null}
      {classes.isError ? (
        <Alert variant="error">
          {getErrorMessage(classes.error, 'No se pudieron cargar las clases')}
        </Alert>
      ) : null}
      {classes.data?.classes.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">
          Ahora mismo no hay clases programadas.
        </p>
      ) : null}
      {classes.data?.classes.map((c) => (
        <ClassCard key={c.id} groupClass={c} />
      ))}
    </section>
  );
}
