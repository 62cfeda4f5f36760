import { owedOf, type CourseEnrolment } from '@adiestra/shared';
import { PageHeader } from '@/components/ui/page-header';
import { RecordPaymentButton } from '@/features/billing/components/record-payment-button';
import { ClassesList } from '@/features/classes/components/classes-list';
import { CoursesList } from '@/features/classes/components/courses-list';
import { IssueInvoiceButton } from '@/features/invoices/components/issue-invoice-button';

export default function ClassesRoute() {
  return (
    <>
      <title>Clases · Adiestra</title>
      <PageHeader title="Clases" description="Clases en grupo con plazas: sueltas o cada semana." />
      <div className="space-y-6">
        <ClassesList />
        <CoursesList enrolmentAction={(enrolment) => <EnrolmentActions enrolment={enrolment} />} />
      </div>
    </>
  );
}

/**
 * A charged course enrolment still owed offers "Registrar pago" (decision 0135); one not
 * invoiced yet, "Emitir factura" (decision 0099).
 */
function EnrolmentActions({ enrolment }: { enrolment: CourseEnrolment }) {
  const { money } = enrolment;
  if (money.state !== 'charged' || money.cents === null) return null;
  const owed = owedOf({ cents: money.cents, paidCents: money.paidCents });
  return (
    <>
      {owed > 0 ? (
        <RecordPaymentButton
          target="course_enrolment"
          targetId={enrolment.id}
          concept={`Curso de ${enrolment.dogName} · ${enrolment.clientName}`}
          suggestedCents={owed}
          size="sm"
          label={`Registrar pago del curso de ${enrolment.dogName}`}
        />
      ) : null}
      {!money.invoice ? (
        <IssueInvoiceButton
          source={{ courseEnrolmentId: enrolment.id }}
          label={`Emitir factura del curso de ${enrolment.dogName}`}
        />
      ) : null}
    </>
  );
}
