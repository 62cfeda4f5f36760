import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CLASS_PAYMENT_LABELS, COURSE_MESSAGES, NO_REQUIREMENTS, todayIn } from '@adiestra/shared';
import { mockApi, ok, type MockRequest } from '@/testing/fetch-mock';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { CourseFormDialog } from './course-form-dialog';

const SERVICE = '0190a000-0000-7000-8000-0000000000b1';
const group = {
  id: SERVICE,
  name: 'Clase de cachorros',
  description: null,
  duration: 45,
  priceCents: 1500,
  kind: 'group',
  isPublic: false,
  homeVisit: false,
  requirements: NO_REQUIREMENTS,
  color: '#7c3aed',
};

describe('CourseFormDialog', () => {
  it('sends the course in cents with its rules, and says nothing is sent while a field is wrong', async () => {
    const posts: MockRequest[] = [];
    mockApi({
      'GET /api/services': () => ok({ services: [group] }),
      'POST /api/courses': (r) => {
        posts.push(r);
        return ok({}, 'Curso creado', 201);
      },
    });
    const onClose = vi.fn();
    renderWithProviders(<CourseFormDialog onClose={onClose} />, { auth: fakeAuth() });
    await screen.findByRole('option', { name: 'Clase de cachorros' });
    await userEvent.click(screen.getByRole('button', { name: 'Crear curso' }));
    expect(await screen.findByText(COURSE_MESSAGES.name)).toBeInTheDocument();
    expect(screen.getByText(COURSE_MESSAGES.price)).toBeInTheDocument();
    expect(posts).toHaveLength(0);

    await userEvent.type(screen.getByLabelText(/Nombre del curso/), 'Cachorros, edición de enero');
    await userEvent.selectOptions(screen.getByLabelText(/Servicio en grupo/), SERVICE);
    await userEvent.type(screen.getByLabelText(/Precio del curso/), '120,50');
    await userEvent.clear(screen.getByLabelText(/Recuperaciones/));
    await userEvent.type(screen.getByLabelText(/Recuperaciones/), '2');
    await userEvent.click(screen.getByLabelText(/Admite perros una vez empezado/));
    await userEvent.click(screen.getByRole('button', { name: 'Crear curso' }));
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body).toMatchObject({
      name: 'Cachorros, edición de enero',
      serviceId: SERVICE,
      date: todayIn(fakeAuth().user!.timeZone),
      duration: 45,
      count: 6,
      places: 6,
      priceCents: 12050,
      lateJoin: true,
      makeupLimit: 2,
    });
  });

  it('pays a course with a bono: the price may be left empty ("solo con bono"), not by price', async () => {
    const posts: MockRequest[] = [];
    mockApi({
      'GET /api/services': () => ok({ services: [group] }),
      'POST /api/courses': (r) => {
        posts.push(r);
        return ok({}, 'Curso creado', 201);
      },
    });
    renderWithProviders(<CourseFormDialog onClose={vi.fn()} />, { auth: fakeAuth() });
    await screen.findByRole('option', { name: 'Clase de cachorros' });
    await userEvent.type(screen.getByLabelText(/Nombre del curso/), 'Cachorros con bono');
    await userEvent.selectOptions(screen.getByLabelText(/Servicio en grupo/), SERVICE);
    expect(screen.getByLabelText(/Precio del curso/)).toBeRequired();
    await userEvent.selectOptions(
      screen.getByLabelText(/^Pago/),
      CLASS_PAYMENT_LABELS.bono_attendance,
    );
    expect(screen.getByLabelText(/Precio del curso/)).not.toBeRequired();
    expect(screen.getByText(/vacío: solo con bono/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Crear curso' }));
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body).toMatchObject({ payment: 'bono_attendance', priceCents: null });
  });
});
