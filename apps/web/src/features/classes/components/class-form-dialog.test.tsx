import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NO_REQUIREMENTS } from '@adiestra/shared';
import { mockApi, ok, type MockRequest } from '@/testing/fetch-mock';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { ClassFormDialog } from './class-form-dialog';

const SERVICE = {
  id: '0190a000-0000-7000-8000-0000000000b1',
  name: 'Clase de cachorros',
  description: null,
  duration: 60,
  priceCents: 1500,
  kind: 'group',
  isPublic: true,
  homeVisit: false,
  requirements: NO_REQUIREMENTS,
  color: '#7c3aed',
};

function setup() {
  const posts: MockRequest[] = [];
  mockApi({
    'GET /api/services': () => ok({ services: [SERVICE] }),
    'POST /api/classes': (r) => {
      posts.push(r);
      return ok({ classes: [] }, undefined, 201);
    },
  });
  renderWithProviders(<ClassFormDialog onClose={vi.fn()} />, { auth: fakeAuth() });
  return posts;
}

describe('ClassFormDialog: price and payment (decision 0084)', () => {
  it("starts the price at the group service's, and sends it in cents", async () => {
    const posts = setup();
    await screen.findByRole('option', { name: SERVICE.name });
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /Servicio en grupo/ }),
      SERVICE.id,
    );
    const price = screen.getByRole('textbox', { name: /Precio/ });
    expect(price).toHaveValue('15,00');
    await userEvent.clear(price);
    await userEvent.type(price, '18,50');
    await userEvent.click(screen.getByRole('button', { name: 'Crear clase' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body).toMatchObject({ priceCents: 1850, payment: 'price' });
  });

  it('a bono class may go without a price ("solo con bono"); a priced one may not', async () => {
    const posts = setup();
    await screen.findByRole('option', { name: SERVICE.name });
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /Servicio en grupo/ }),
      SERVICE.id,
    );
    const price = screen.getByRole('textbox', { name: /Precio/ });
    await userEvent.clear(price);
    await userEvent.click(screen.getByRole('button', { name: 'Crear clase' }));
    expect(await screen.findByText('Indica el precio de la clase')).toBeInTheDocument();
    expect(posts).toHaveLength(0);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Pago/ }), 'bono_enrolment');
    expect(screen.getByText(/vacío: solo con bono/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Crear clase' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body).toMatchObject({ priceCents: null, payment: 'bono_enrolment' });
  });
});

describe('ClassFormDialog: Lugar (issue 45)', () => {
  it("starts as Ajustes' Lugar de las sesiones", async () => {
    mockApi({
      'GET /api/services': () => ok({ services: [SERVICE] }),
      'GET /api/owner-area/settings': () =>
        ok({
          cancellationNoticeHours: 24,
          businessName: null,
          contactPhone: null,
          sessionPlace: 'Parque del Retiro, puerta de Madrid',
          classEnrolment: 'direct',
        }),
    });
    renderWithProviders(<ClassFormDialog onClose={vi.fn()} />, { auth: fakeAuth() });
    expect(
      await screen.findByDisplayValue('Parque del Retiro, puerta de Madrid'),
    ).toHaveAccessibleName('Lugar');
  });
});
