import { ProgressChart } from '@/components/progress-chart/progress-chart';
import { useTrainerTimeZone } from '@/lib/auth/auth-context';
import { useSessionTimeline } from '../api/get-session-timeline';

/** Beyond the spec: progress and rating across all of a dog's sessions (the trainer's view). */
export function DogProgressChart({ dogId }: { dogId: string }) {
  const timeZone = useTrainerTimeZone();
  const timeline = useSessionTimeline(dogId);
  return (
    <ProgressChart
      points={timeline.data?.points ?? []}
      total={timeline.data?.total ?? 0}
      timeZone={timeZone}
      isPending={timeline.isPending}
      isError={timeline.isError}
      emptyText="El gráfico aparecerá cuando registres la primera sesión."
    />
  );
}
