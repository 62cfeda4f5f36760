import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PracticeTick } from '@adiestra/shared';
import { PracticeLog } from './practice-log';

const daily = { id: 'hw-1', name: 'La llamada', untilDate: null, daysPerWeek: 7 };
// Monday 23 to Sunday 29 March 2026 (the summer-time change): today is the 29th.
const days = ['23', '24', '25', '26', '27', '28', '29'].map((d) => `2026-03-${d}`);

/** The log with the server's part played by state: a tick adds the day, an untick removes it. */
function Harness({
  calls,
  firstDay = days[0]!,
  item = daily,
}: {
  calls: string[];
  firstDay?: string;
  item?: typeof daily;
}) {
  const [ticks, setTicks] = useState<PracticeTick[]>([
    { homeworkId: 'hw-1', day: '2026-03-24', comment: 'Vino a la primera' },
    { homeworkId: 'otro', day: '2026-03-25', comment: null },
  ]);
  return (
    <PracticeLog
      item={item}
      days={days}
      firstDay={firstDay}
      ticks={ticks}
      pendingDay={null}
      onTick={(day, comment) => {
        calls.push(`tick ${day} ${comment ?? '-'}`);
        setTicks((t) => [...t, { homeworkId: 'hw-1', day, comment }]);
      }}
      onUntick={(day) => {
        calls.push(`untick ${day}`);
        setTicks((t) => t.filter((x) => !(x.homeworkId === 'hw-1' && x.day === day)));
      }}
    />
  );
}

describe('PracticeLog', () => {
  it('shows this exercise’s days and comments only, and counts them', () => {
    render(<Harness calls={[]} />);
    expect(screen.getByText('Practicado 1 de 7 días')).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'Practicado el martes, 24 de marzo' }),
    ).toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: 'Practicado el miércoles, 25 de marzo' }),
    ).not.toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: 'Practicado el domingo, 29 de marzo (hoy)' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Vino a la primera/)).toBeInTheDocument();
  });

  it('ticks today with a comment and undoes a tick, from the keyboard alone', async () => {
    const calls: string[] = [];
    render(<Harness calls={calls} />);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: /lunes, 23 de marzo/ })).toHaveFocus();
    // To the comment box (after the seven days), type, then back to today and press Space.
    for (let i = 0; i < 7; i++) await user.tab();
    expect(screen.getByLabelText(/Comentario/)).toHaveFocus();
    await user.keyboard('Muy bien con distracciones');
    await user.tab({ shift: true });
    const today = screen.getByRole('checkbox', { name: /domingo, 29 de marzo \(hoy\)/ });
    expect(today).toHaveFocus();
    await user.keyboard(' ');
    expect(today).toBeChecked();
    expect(screen.getByLabelText(/Comentario/)).toHaveValue('');
    expect(screen.getByText('Practicado 2 de 7 días')).toBeInTheDocument();
    // Back to Tuesday and Space again: undone.
    for (let i = 0; i < 5; i++) await user.tab({ shift: true });
    expect(screen.getByRole('checkbox', { name: /martes, 24 de marzo/ })).toHaveFocus();
    await user.keyboard(' ');
    expect(calls).toEqual(['tick 2026-03-29 Muy bien con distracciones', 'untick 2026-03-24']);
    expect(screen.getByText('Practicado 1 de 7 días')).toBeInTheDocument();
  });

  it('shows no day before the session, so none reads as missed', () => {
    render(<Harness calls={[]} firstDay="2026-03-27" />);
    expect(screen.queryByRole('checkbox', { name: /jueves, 26 de marzo/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /martes, 24 de marzo/ })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /viernes, 27 de marzo/ })).toBeEnabled();
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    // Three days of a daily exercise ask for three.
    expect(screen.getByText('Practicado 0 de 3 días')).toBeInTheDocument();
  });

  it("measures '3 días por semana' against 3, not 7", async () => {
    render(<Harness calls={[]} item={{ ...daily, daysPerWeek: 3 }} />);
    expect(screen.getByText('Practicado 1 de 3 días')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: /jueves, 26 de marzo/ }));
    await user.click(screen.getByRole('checkbox', { name: /viernes, 27 de marzo/ }));
    expect(screen.getByText('Practicado 3 de 3 días')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /sábado, 28 de marzo/ }));
    expect(screen.getByText('Practicado 4 días (objetivo: 3)')).toBeInTheDocument();
  });
});
