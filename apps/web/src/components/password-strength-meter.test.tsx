import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PasswordStrengthMeter } from './password-strength-meter';

function meter() {
  return screen.getByRole('meter', { name: 'Seguridad de la contraseña' });
}

describe('PasswordStrengthMeter', () => {
  it.each([
    ['abc', 1, 'Muy débil'],
    ['abcdefgh', 2, 'Débil'],
    ['Abcdefgh', 3, 'Media'],
    ['Abcdefg1', 4, 'Fuerte'],
    ['Abcdefg1!', 5, 'Muy fuerte'],
  ])('rates %s as %i (%s)', (password, score, label) => {
    render(<PasswordStrengthMeter password={password} />);
    expect(meter()).toHaveAttribute('aria-valuenow', String(score));
    expect(meter()).toHaveAttribute('aria-valuetext', label);
    expect(meter()).toHaveAttribute('aria-valuemax', '5');
    expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('shows an empty bar and no rating for an empty password', () => {
    const { container } = render(<PasswordStrengthMeter password="" />);
    expect(meter()).toHaveAttribute('aria-valuenow', '0');
    expect(meter()).toHaveAttribute('aria-valuetext', 'Sin contraseña');
    expect(container.querySelectorAll('.bg-red-600, .bg-green-600')).toHaveLength(0);
  });

  it('fills as many segments as the score', () => {
    const { container, rerender } = render(<PasswordStrengthMeter password="Abcdefgh" />);
    expect(container.querySelectorAll('.bg-amber-500')).toHaveLength(3);
    rerender(<PasswordStrengthMeter password="Abcdefg1!" />);
    expect(container.querySelectorAll('.bg-green-600')).toHaveLength(5);
  });
});
