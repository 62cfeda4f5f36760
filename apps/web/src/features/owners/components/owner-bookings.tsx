import { CalendarX } from 'lucide-react';
import {
  REQUEST_STATUS_LABELS,
  serviceTypeLabel,
  type OwnerOverview,
  type OwnerRequest,
  type OwnerTrainer,
} from '@adiestra/shared';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { BookAgainButton } from './book-again-button';
import { OwnerAppointmentCard } from './owner-appointment-card';
import { OwnerAccountSection } from './owner-account';
import { OwnerBonos } from './owner-bonos';
import { OwnerInvoices } from './owner-invoices';
import { formatOwnerWhen } from './owner-time';
import { TrainerContact } from './trainer-contact';

function RequestItem({ request, trainer }: { request: OwnerRequest; trainer: OwnerTrainer }) {
  const rejected = request.status === 'REJECTED';
  return (
    <li className="rounded-lg border border-gray-200 p-4 dark:border-gray-800">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-medium text-gray-900 dark:text-gray-50">
            {formatOwnerWhen(request.requestedDate, request.requestedTime, trainer.timeZone)}
          </p>
          <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
            {serviceTypeLabel(request.serviceType)} · {request.dogName}
            {/* In a school, the trainer asked for; "Cualquiera" names nobody (decision 0147). */}
            {request.givenBy ? ` · con ${request.givenBy}` : null}
          </p>
        </div>
        <Badge tone={rejected ? 'red' : 'yellow'}>
          {rejected ? 'Rechazada' : `${REQUEST_STATUS_LABELS.PENDING} de confirmar`}
        </Badge>
      </div>
      {rejected && request.rejectionReason ? (
        <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">
          Motivo: {request.rejectionReason}
        </p>
      ) : null}
    </li>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-3">
      <h3 className="text-sm font-semibold text-gray-900 dark:text-gray-100">{title}</h3>
      <ul className="space-y-3">{children}</ul>
    </section>
  );
}

/**
 * Every trainer the owner deals with: contact, bonos, upcoming and past appointments, requests.
 */
export function OwnerBookings({
  overview,
  link,
}: {
  overview: OwnerOverview;
  link: string | null;
}) {
  if (overview.trainers.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={<CalendarX aria-hidden="true" className="size-6" />}
          title="No hay citas"
          description="Cuando reserves con un educador, tus citas aparecerán aquí."
        />
      </Card>
    );
  }
  return (
    <div className="space-y-6">
      {overview.trainers.map(
        ({ trainer, appointments, requests, bonos, invoices, account, bookAgain }) => {
          const upcoming = appointments.filter((a) => a.status === 'SCHEDULED' && !a.isPast);
          const past = appointments
            .filter((a) => !(a.status === 'SCHEDULED' && !a.isPast))
            .reverse();
          return (
            <Card key={trainer.id}>
              <CardHeader
                title={trainer.businessName ?? trainer.name}
                description={trainer.businessName ? `Con ${trainer.name}` : 'Tu educador'}
              />
              <CardContent className="space-y-6">
                <TrainerContact trainer={trainer} />
                {bookAgain ? (
                  <BookAgainButton trainerId={trainer.id} bookAgain={bookAgain} />
                ) : null}
                <OwnerBonos bonos={bonos} />
                <OwnerAccountSection account={account} />
                <OwnerInvoices invoices={invoices} />
                {upcoming.length > 0 ? (
                  <Section title="Próximas citas">
                    {upcoming.map((a) => (
                      <OwnerAppointmentCard
                        key={a.id}
                        appointment={a}
                        trainer={trainer}
                        link={link}
                      />
                    ))}
                  </Section>
                ) : null}
                {requests.length > 0 ? (
                  <Section title="Solicitudes">
                    {requests.map((r) => (
                      <RequestItem key={r.id} request={r} trainer={trainer} />
                    ))}
                  </Section>
                ) : null}
                {past.length > 0 ? (
                  <Section title="Citas pasadas y canceladas">
                    {past.map((a) => (
                      <OwnerAppointmentCard
                        key={a.id}
                        appointment={a}
                        trainer={trainer}
                        link={link}
                      />
                    ))}
                  </Section>
                ) : null}
                {upcoming.length + requests.length + past.length === 0 ? (
                  <p className="text-sm text-gray-600 dark:text-gray-400">
                    No hay citas con este educador.
                  </p>
                ) : null}
              </CardContent>
            </Card>
          );
        },
      )}
    </div>
  );
}
