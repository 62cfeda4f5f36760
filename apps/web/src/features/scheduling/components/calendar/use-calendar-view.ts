import { useSearchParams } from 'react-router';
import { isRealDate } from '@adiestra/shared';
import type { CalendarView } from './calendar-layout';

/** Wide screens start on the week, phones on the day (issue 19). */
const WIDE = '(min-width: 768px)';
const defaultView = (): CalendarView =>
  typeof window !== 'undefined' && window.matchMedia(WIDE).matches ? 'week' : 'day';

/**
 * The calendar's view and date, kept in the URL (`?vista=semana|dia&fecha=YYYY-MM-DD`), beside
 * the trainer filter's own parameter (`useTrainerFilter`).
 */
export function useCalendarView(today: string) {
  const [params, setParams] = useSearchParams();
  const vista = params.get('vista');
  const view: CalendarView = vista === 'semana' ? 'week' : vista === 'dia' ? 'day' : defaultView();
  const fecha = params.get('fecha') ?? '';
  const date = isRealDate(fecha) ? fecha : today;
  const go = (next: { view?: CalendarView; date?: string }) => {
    const nextView = next.view ?? view;
    setParams((current) => {
      const params = new URLSearchParams(current);
      params.set('vista', nextView === 'week' ? 'semana' : 'dia');
      params.set('fecha', next.date ?? date);
      return params;
    });
  };
  return { view, date, go };
}
