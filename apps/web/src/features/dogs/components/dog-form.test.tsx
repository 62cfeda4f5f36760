import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Dog, DogInputParsed } from '@adiestra/shared';
import { mockApi, ok } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { ApiError } from '@/lib/api-error';
import { DogForm, type DogFormProps } from './dog-form';
import { emptyRecord } from './dog-test-data';

const owners = [
  {
    id: '0190a0a0-0000-7000-8000-000000000001',
    firstName: 'Ana',
    lastName: 'Ruiz',
    name: 'Ana Ruiz',
    email: 'a@e.es',
    phone: '600',
    address: null,
  },
  {
    id: '0190a0a0-0000-7000-8000-000000000002',
    firstName: 'Luis',
    lastName: 'Gil',
    name: 'Luis Gil',
    email: 'l@e.es',
    phone: '611',
    address: null,
  },
];

const dog: Dog = {
  id: '0190a0a0-0000-7000-8000-0000000000d1',
  name: 'Canela',
  breed: 'Beagle',
  age: 0.5,
  ...emptyRecord,
  birthDate: '2025-12-01',
  birthDateApproximate: true,
  sex: 'female',
  microchip: '724098123456789',
  weight: 12,
  height: null,
  notes: null,
  clientId: owners[1]!.id,
  isActive: true,
  photo: '/api/photos/1',
  photoThumb: '/api/photos/1/thumb',
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
  client: { ...owners[1]! },
};

/** GET /api/clients/options: the owner selector's options, searched by name. */
function mockOwnerOptions() {
  return mockApi({
    'GET /api/clients/options': ({ search }) => {
      const params = new URLSearchParams(search);
      const text = (params.get('search') ?? '').toLowerCase();
      const id = params.get('id');
      const options = owners
        .filter((o) => (id ? o.id === id : o.name.toLowerCase().includes(text)))
        .map((o) => ({ id: o.id, label: o.name }));
      return ok({ options });
    },
  });
}

function setup(props: Partial<DogFormProps> = {}) {
  mockOwnerOptions();
  const onSubmit = vi.fn<(input: DogInputParsed) => Promise<void>>(() => Promise.resolve());
  renderWithProviders(
    <DogForm
      onSubmit={onSubmit}
      onCancel={() => undefined}
      errorFallback="Error al crear el perro"
      {...props}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('DogForm (SPEC §5 Dog form)', () => {
  it('finds the owner by typing in the searchable selector', async () => {
    const { onSubmit, user } = setup();
    await user.type(screen.getByLabelText(/^Nombre/), 'Toby');
    await user.type(screen.getByLabelText(/^Raza/), 'Pug');
    await user.type(screen.getByRole('combobox', { name: /^Propietario/ }), 'lu');
    await user.click(await screen.findByRole('option', { name: 'Luis Gil' }));
    expect(screen.getByRole('combobox', { name: /^Propietario/ })).toHaveValue('Luis Gil');
    await user.click(screen.getByRole('button', { name: 'Crear Perro' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].clientId).toBe(owners[1]!.id);
  });

  it('shows the required-field messages and sends nothing', async () => {
    const { onSubmit, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Crear Perro' }));
    expect(await screen.findByText('El nombre es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('La raza es obligatoria')).toBeInTheDocument();
    expect(screen.getByText('Debes seleccionar un propietario')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a bad microchip, weight and height with their messages', async () => {
    const { onSubmit, user } = setup({ defaultClientId: owners[0]!.id });
    await user.type(screen.getByLabelText(/^Nombre/), 'Toby');
    await user.type(screen.getByLabelText(/^Raza/), 'Pug');
    await user.type(screen.getByLabelText(/^Microchip/), '12345');
    await user.type(screen.getByLabelText('Peso (kg)'), '0');
    await user.type(screen.getByLabelText('Altura (cm)'), '-2');
    await user.click(screen.getByRole('button', { name: 'Crear Perro' }));
    expect(
      await screen.findByText('El microchip debe tener 15 dígitos (ISO 11784)'),
    ).toBeInTheDocument();
    expect(screen.getByText('El peso debe ser un número válido mayor a 0')).toBeInTheDocument();
    expect(screen.getByText('La altura debe ser un número válido mayor a 0')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('preselects the owner and sends empty numbers and notes as null, without a photo', async () => {
    const { onSubmit, user } = setup({ defaultClientId: owners[0]!.id });
    await waitFor(() => expect(screen.getByLabelText(/^Propietario/)).toHaveValue('Ana Ruiz'));
    await user.type(screen.getByLabelText(/^Nombre/), 'Toby');
    await user.type(screen.getByLabelText(/^Raza/), 'Pug');
    await user.type(screen.getByLabelText('Peso (kg)'), '8.5');
    await user.click(screen.getByRole('button', { name: 'Crear Perro' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const sent = onSubmit.mock.calls[0]![0];
    expect(sent).toMatchObject({
      name: 'Toby',
      breed: 'Pug',
      clientId: owners[0]!.id,
      age: null,
      birthDate: null,
      sex: null,
      microchip: null,
      isPpp: false,
      weight: 8.5,
      height: null,
      notes: null,
      isActive: true,
    });
    expect(sent.photo).toBeUndefined();
  });

  it('on edit, keeps the photo out of the body until it changes, and sends null when removed', async () => {
    const { onSubmit, user } = setup({ dog, errorFallback: 'Error al actualizar el perro' });
    expect(screen.getByRole('img', { name: 'Vista previa de la foto' })).toHaveAttribute(
      'src',
      '/api/photos/1',
    );
    await user.click(screen.getByRole('button', { name: 'Actualizar Perro' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].photo).toBeUndefined();
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      birthDate: '2025-12-01',
      birthDateApproximate: true,
      sex: 'female',
      microchip: '724098123456789',
    });

    await user.click(screen.getByRole('button', { name: 'Quitar foto' }));
    await user.click(screen.getByRole('button', { name: 'Actualizar Perro' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]![0].photo).toBeNull();
  });

  it('sends a newly chosen photo as the processed data URL', async () => {
    const jpeg = 'data:image/jpeg;base64,/9j/4AAQ';
    const { onSubmit, user } = setup({ dog, processImage: () => Promise.resolve(jpeg) });
    await user.upload(
      screen.getByLabelText('Cambiar foto'),
      new File(['x'], 'perro.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('img', { name: 'Vista previa de la foto' })).toHaveAttribute(
      'src',
      jpeg,
    );
    await user.click(screen.getByRole('button', { name: 'Actualizar Perro' }));
    await waitFor(() => expect(onSubmit.mock.calls[0]![0].photo).toBe(jpeg));
  });

  it('refuses a non-image, a file over 40 MB, and reports a processing failure', async () => {
    setup({ processImage: () => Promise.reject(new Error('decode')) });
    // As if the browser's picker let any file through ("All files").
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('Subir foto');
    await user.upload(input, new File(['hola'], 'notas.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Por favor selecciona una imagen válida')).toBeInTheDocument();
    // Beyond what a phone takes (issue 27: a 6–12 MB phone photo is reduced, not refused).
    const big = new File(['x'], 'grande.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 40 * 1024 * 1024 + 1 });
    await user.upload(input, big);
    expect(await screen.findByText('La imagen debe ser menor a 40 MB')).toBeInTheDocument();
    await user.upload(input, new File(['x'], 'rota.jpg', { type: 'image/jpeg' }));
    expect(
      await screen.findByText('No se pudo procesar la imagen. Intenta con otra.'),
    ).toBeInTheDocument();
  });

  it('asks for the PPP licence only for a PPP dog and sends it with the insurance', async () => {
    const { onSubmit, user } = setup({ defaultClientId: owners[0]!.id });
    await user.type(screen.getByLabelText(/^Nombre/), 'Rocky');
    await user.type(screen.getByLabelText(/^Raza/), 'American Staffordshire');
    expect(screen.queryByLabelText('Nº de licencia PPP')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Perro potencialmente peligroso (PPP)'));
    await user.type(screen.getByLabelText('Nº de licencia PPP'), 'PPP-77');
    await user.type(screen.getByLabelText('Aseguradora'), 'Mapfre');
    await user.selectOptions(screen.getByLabelText('Sexo'), 'Macho');
    await user.click(screen.getByRole('button', { name: 'Crear Perro' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      isPpp: true,
      pppLicence: 'PPP-77',
      insurer: 'Mapfre',
      sex: 'male',
    });
  });

  it("shows the server's message, or the fallback, when saving fails", async () => {
    const onSubmit = () => Promise.reject(new ApiError(500, 'INTERNAL_ERROR', ''));
    const { user } = setup({ dog, onSubmit, errorFallback: 'Error al actualizar el perro' });
    await user.click(screen.getByRole('button', { name: 'Actualizar Perro' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al actualizar el perro');
  });
});
