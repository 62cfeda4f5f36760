import { todayIn } from '@adiestra/shared';
import { useCurrentUser } from '@/lib/auth/auth-context';

/** "Today" on the trainer's own clock (DESIGN §5): the minimum of every date picker here. */
export function useTrainerToday(): string {
  return todayIn(useCurrentUser().timeZone);
}
