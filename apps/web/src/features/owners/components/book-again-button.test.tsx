import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { readBookingPrefill } from '@/lib/booking-prefill';
import { BookAgainButton } from './book-again-button';

const ID = '0190f0c2-5a4b-7c3d-8e9f-0123456789ab';
const bookAgain = {
  path: '/reservar/adiestramiento-nunez',
  clientName: 'Pablo Gil Ruiz',
  clientEmail: 'pablo@example.com',
  clientPhone: '612345678',
  dogName: 'Toby',
  dogBreed: null,
  dogAge: 0.5,
};

afterEach(() => sessionStorage.clear());

describe('Pedir otra cita (Mi área, issue 27)', () => {
  it("links to the trainer's booking page and leaves the owner and dog for it", async () => {
    render(<BookAgainButton trainerId={ID} bookAgain={bookAgain} />);
    const link = screen.getByRole('link', { name: 'Pedir otra cita para Toby' });
    expect(link).toHaveAttribute('href', '/reservar/adiestramiento-nunez');
    expect(readBookingPrefill(ID)).toEqual({});
    // jsdom does not navigate: the click only leaves the values for the page.
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(readBookingPrefill(ID)).toEqual({
      clientName: 'Pablo Gil Ruiz',
      clientEmail: 'pablo@example.com',
      clientPhone: '612345678',
      dogName: 'Toby',
      dogBreed: '',
      dogAge: '0.5',
    });
    // Kept per trainer: another trainer's page opens empty.
    expect(readBookingPrefill('otro')).toEqual({});
  });
});
