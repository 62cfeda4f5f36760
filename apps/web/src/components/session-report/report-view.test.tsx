import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReportView, type ReportContent } from './report-view';

const session: ReportContent = {
  dogName: 'Rocky',
  day: '2026-11-20',
  objectives: 'Llamada con distracciones',
  activities: 'Correa larga en el parque',
  observations: null,
  progress: 60,
  rating: 4,
  nextSteps: null,
  homework: [],
};

describe('ReportView', () => {
  it('shows a session’s objectives and its rating', () => {
    render(<ReportView report={session} />);
    expect(
      screen.getByRole('heading', { name: 'Informe de la sesión de Rocky' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Objetivos')).toBeInTheDocument();
    expect(screen.getByText('Valoración:')).toBeInTheDocument();
  });

  it('titles a class’s line by the class, without objectives or an empty rating (issue 45)', () => {
    render(
      <ReportView
        report={{
          ...session,
          dogName: 'Luna',
          objectives: 'Clase en grupo: Obediencia en grupo',
          rating: null,
          fromClass: true,
        }}
      />,
    );
    expect(
      screen.getByRole('heading', { name: 'Informe de la clase de Luna' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Obediencia en grupo · /)).toBeInTheDocument();
    expect(screen.queryByText('Objetivos')).not.toBeInTheDocument();
    expect(screen.queryByText(/Valoración/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Sin calificar/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Clase en grupo:/)).not.toBeInTheDocument();
  });
});
