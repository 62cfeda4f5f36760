import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { saveBookingPrefill } from '@/lib/booking-prefill';
import { ok, mockApi } from '@/testing/fetch-mock';
import { BookingApp } from './booking-app';

/** Issue 27: Mi área's "Pedir otra cita" opens the booking page filled in with owner and dog. */
const ID = '0190f0c2-5a4b-7c3d-8e9f-0123456789ab';
const SLUG = 'adiestramiento-nunez';
const educator = {
  id: ID,
  name: 'Lucía García',
  businessName: 'Adiestramiento Núñez',
  place: null,
  timeZone: 'Europe/Madrid',
};
// What Mi área's button leaves (features/owners, book-again-button.test.tsx).
const prefill = {
  clientName: 'Pablo Gil Ruiz',
  clientEmail: 'pablo@example.com',
  clientPhone: '612345678',
  dogName: 'Toby',
  dogBreed: 'Beagle',
  dogAge: '0.5',
};

afterEach(() => sessionStorage.clear());

function openPage() {
  // The page at its readable address: every call goes by the slug, then by the id it answers.
  mockApi({
    [`GET /api/public/educators/${SLUG}`]: () => ok(educator),
    [`GET /api/public/educators/${ID}/services`]: () => ok({ services: [] }),
  });
  render(<BookingApp businessId={SLUG} />);
}

describe('Pedir otra cita', { timeout: 20_000 }, () => {
  it('fills the page in with the owner and the dog Mi área left', async () => {
    saveBookingPrefill(ID, prefill);
    openPage();
    await screen.findByRole('heading', { level: 1, name: /Adiestramiento Núñez/ });
    expect(screen.getByLabelText(/Nombre completo/)).toHaveValue('Pablo Gil Ruiz');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('pablo@example.com');
    expect(screen.getByLabelText(/Teléfono/)).toHaveValue('612345678');
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByLabelText(/Nombre de tu perro/)).toHaveValue('Toby');
    expect(screen.getByLabelText(/Raza/)).toHaveValue('Beagle');
    expect(screen.getByLabelText('Edad (años)')).toHaveValue(0);
    expect(screen.getByLabelText('y meses')).toHaveValue(6);
    // Taken once: a reload of the page starts empty.
    expect(sessionStorage.length).toBe(0);
  });

  it('opens empty from any other link', async () => {
    openPage();
    await screen.findByRole('heading', { level: 1, name: /Adiestramiento Núñez/ });
    expect(screen.getByLabelText(/Nombre completo/)).toHaveValue('');
  });
});
