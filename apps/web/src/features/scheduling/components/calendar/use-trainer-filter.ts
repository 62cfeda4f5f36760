import { useSearchParams } from 'react-router';
import type { MemberRole } from '@adiestra/shared';

/** The URL's word for "everyone's work", chosen on purpose (it overrides the phone's default). */
const EVERYONE = 'todos';
const WIDE = '(min-width: 768px)';
const isPhone = () => typeof window !== 'undefined' && !window.matchMedia(WIDE).matches;

/**
 * The calendar's trainer filter, kept in the URL (`?adiestradores=<id>,<id>` or `todos`); an
 * empty list is everyone's work. With nothing in the URL, an adiestrador on a phone sees their
 * own day first (decision 0140); the titular, recepción and wide screens see everyone's.
 */
export function useTrainerFilter(me: { id: string; memberRole: MemberRole }) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('adiestradores');
  const chosen =
    raw === null
      ? me.memberRole === 'adiestrador' && isPhone()
        ? [me.id]
        : []
      : raw === EVERYONE
        ? []
        : raw.split(',').filter(Boolean);
  const choose = (ids: readonly string[]) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('adiestradores', ids.length ? ids.join(',') : EVERYONE);
      return next;
    });
  return { chosen, choose };
}
