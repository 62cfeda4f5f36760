import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BOOKING_RESERVED_IDS } from '@adiestra/shared';
import { paths } from '@/lib/paths';
import { startBookingAnalytics } from './booking-analytics';
import { BookingApp } from './booking-app';
import '@/index.css';

/**
 * The public booking page: its own entry (booking.html), so an owner downloads React and this
 * page only — none of the back office's router, query cache or screens. It answers at
 * /book-appointment/<id> and at the readable /reservar/<slug> (issue 27); the API takes either.
 */
function routeUserId(): string {
  const raw = window.location.pathname.split('/')[2] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
const businessId = routeUserId();

if ((BOOKING_RESERVED_IDS as readonly string[]).includes(businessId.toLowerCase()) || !businessId) {
  // /book-appointment/dashboard and friends are app screens, not trainer ids (SPEC §2).
  window.location.replace(paths.login.getHref());
} else {
  const readable = window.location.pathname.startsWith('/reservar/');
  startBookingAnalytics(readable ? paths.bookingAddress.path : paths.bookAppointment.path);
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element in booking.html');
  createRoot(container).render(
    <StrictMode>
      <BookingApp businessId={businessId} />
    </StrictMode>,
  );
}
