import { Printer } from 'lucide-react';
import type { OwnerReport } from '@adiestra/shared';
import { ReportView } from '@/components/session-report/report-view';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { useTickPractice } from '../api/tick-practice';
import { useUntickPractice } from '../api/untick-practice';
import { PracticeLog } from './practice-log';

/** A shared report with the practice log under each exercise, and a print button. */
export function OwnerReportView({ report, link }: { report: OwnerReport; link: string | null }) {
  const tick = useTickPractice();
  const untick = useUntickPractice();
  const { toast } = useToast();
  const pendingDay = tick.isPending
    ? tick.variables.day
    : untick.isPending
      ? untick.variables.day
      : null;
  const onError = (error: unknown) =>
    toast({ variant: 'error', title: getErrorMessage(error, 'No se pudo guardar la práctica') });

  return (
    <div className="space-y-4">
      <div className="no-print flex justify-end">
        <Button
          variant="secondary"
          size="sm"
          icon={<Printer className="size-4" aria-hidden="true" />}
          onClick={() => window.print()}
        >
          Imprimir o guardar en PDF
        </Button>
      </div>
      <Card>
        <CardContent>
          <ReportView
            report={{ ...report, dogName: report.dog.name }}
            homeworkSlot={(index) => {
              const item = report.homework[index]!;
              return (
                <PracticeLog
                  item={item}
                  days={report.practiceDays}
                  firstDay={report.day}
                  ticks={report.ticks}
                  pendingDay={pendingDay}
                  onTick={(day, comment) =>
                    tick.mutate(
                      { link, sessionId: report.sessionId, homeworkId: item.id, day, comment },
                      {
                        onSuccess: (message) => toast({ variant: 'success', title: message }),
                        onError,
                      },
                    )
                  }
                  onUntick={(day) =>
                    untick.mutate(
                      { link, sessionId: report.sessionId, homeworkId: item.id, day },
                      {
                        onSuccess: (message) => toast({ variant: 'success', title: message }),
                        onError,
                      },
                    )
                  }
                />
              );
            }}
          />
        </CardContent>
      </Card>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        Tu educador: {report.trainer.name} · {report.trainer.email}
        {report.trainer.phone ? ` · ${report.trainer.phone}` : ''}
      </p>
    </div>
  );
}
