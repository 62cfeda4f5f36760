import { PageHeader } from '@/components/ui/page-header';
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
        <CoursesList
          enrolmentAction={(enrolment) =>
            // Decision 0099: a charged course enrolment not invoiced yet offers "Emitir factura".
            enrolment.money.state === 'charged' && !enrolment.money.invoice ? (
              <IssueInvoiceButton
                source={{ courseEnrolmentId: enrolment.id }}
                label={`Emitir factura del curso de ${enrolment.dogName}`}
              />
            ) : null
          }
        />
      </div>
    </>
  );
}
