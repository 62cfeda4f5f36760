import { DogProgressChart } from './dog-progress-chart';
import { DogRecentSessions } from './dog-recent-sessions';

/** The sessions part of a dog's page: its latest sessions, then its progress over time. */
export function DogSessionsSection({ dogId }: { dogId: string }) {
  return (
    <div className="space-y-6">
      <DogRecentSessions dogId={dogId} />
      <DogProgressChart dogId={dogId} />
    </div>
  );
}
