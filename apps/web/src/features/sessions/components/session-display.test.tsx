import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDuration } from '@adiestra/shared';
import { RatingStars } from './rating-stars';
import { SessionProgress } from '@/components/session-report/session-progress';

describe('SessionProgress: colour and text by threshold (SPEC §4)', () => {
  it.each([
    [100, 'green', 'Excelente progreso'],
    [80, 'green', 'Excelente progreso'],
    [79, 'yellow', 'Buen progreso'],
    [60, 'yellow', 'Buen progreso'],
    [59, 'orange', 'Progreso moderado'],
    [40, 'orange', 'Progreso moderado'],
    [39, 'red', 'Necesita más trabajo'],
    [0, 'red', 'Necesita más trabajo'],
  ])('%i%% is %s with "%s"', (progress, tone, text) => {
    const { container } = render(<SessionProgress progress={progress} />);
    expect(screen.getByText(`${progress}%`)).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(container.querySelector(`[data-tone="${tone}"]`)).not.toBeNull();
    const fill = container.querySelector('[style]');
    expect(fill).toHaveStyle({ width: `${progress}%` });
    expect(fill?.className).toContain(`bg-${tone}-`);
  });

  it('says so when no progress was recorded', () => {
    render(<SessionProgress progress={null} />);
    expect(screen.getByText('Progreso sin registrar')).toBeInTheDocument();
  });
});

describe('RatingStars: texts (SPEC §4)', () => {
  it.each([
    [5, 'Excelente sesión'],
    [4, 'Muy buena sesión'],
    [3, 'Buena sesión'],
    [2, 'Sesión regular'],
    [1, 'Sesión con dificultades'],
  ])('%i stars read "%s"', (rating, text) => {
    render(<RatingStars rating={rating} showText />);
    expect(screen.getByRole('img', { name: `${rating} de 5 estrellas` })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it("shows 'Sin calificar' without a rating", () => {
    render(<RatingStars rating={null} />);
    expect(screen.getByText('Sin calificar')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('formatDuration: one natural Spanish wording (issue 27)', () => {
  it.each([
    [0, '0 min'],
    [1, '1 min'],
    [45, '45 min'],
    [60, '1 h'],
    [61, '1 h 1 min'],
    [90, '1 h 30 min'],
    [480, '8 h'],
    [1505, '25 h 5 min'],
    [44.6, '45 min'],
  ])("%d minutes read '%s'", (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
  });
});
