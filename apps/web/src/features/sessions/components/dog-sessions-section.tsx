import { DogAdherenceCard } from './dog-adherence-card';
import { DogProgressChart } from './dog-progress-chart';
import { DogRecentSessions } from './dog-recent-sessions';

/** The sessions part of a dog's page: its latest sessions, the owner's practice, its progress. */
export function DogSessionsSection({ dogId }: { dogId: string }) {
  return (
    <div className="space-y-6">
      <DogRecentSessions dogId={dogId} />
      <DogAdherenceCard dogId={dogId} />
      <DogProgressChart dogId={dogId} />
    </div>
  );
}
