import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Exercise } from '@adiestra/shared';
import { fail, mockApi, ok, type MockRequest } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { ExerciseDialog } from './exercise-dialog';

const PHOTO = '/api/exercise-photos/0190a000-0000-4000-8000-0000000000f1';
const exercise: Exercise = {
  id: '0190a000-0000-7000-8000-0000000000e1',
  name: 'Mirada',
  instructions: 'Premia cada mirada',
  videoUrl: null,
  photo: PHOTO,
  photoThumb: `${PHOTO}/thumb`,
};
const jpeg = 'data:image/jpeg;base64,/9j/4AAQ';

afterEach(() => vi.unstubAllGlobals());

function setup(current: Exercise | null, reply = (body: unknown) => ok(body)) {
  const sent: MockRequest[] = [];
  const save = (request: MockRequest) => {
    sent.push(request);
    return reply({ ...exercise, ...(request.body as object) });
  };
  mockApi({
    'POST /api/exercises': save,
    [`PUT /api/exercises/${exercise.id}`]: save,
    'GET /api/exercises': () => ok({ exercises: [] }),
  });
  const onClose = vi.fn();
  renderWithProviders(
    <ExerciseDialog
      open
      exercise={current}
      onClose={onClose}
      processImage={() => Promise.resolve(jpeg)}
    />,
  );
  return { sent, onClose, user: userEvent.setup() };
}

describe('ExerciseDialog', () => {
  it('creates an exercise with a chosen photo, sent as the processed image', async () => {
    const { sent, onClose, user } = setup(null);
    await user.type(screen.getByLabelText(/^Nombre/), 'Target');
    await user.upload(
      screen.getByLabelText('Subir foto'),
      new File(['x'], 'target.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('img', { name: 'Vista previa de la foto' })).toHaveAttribute(
      'src',
      jpeg,
    );
    await user.click(screen.getByRole('button', { name: 'Crear ejercicio' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]!.body).toMatchObject({ name: 'Target', photo: jpeg });
  });

  it('on edit, keeps the photo out of the body until it changes, and sends null when removed', async () => {
    const { sent, onClose, user } = setup(exercise);
    expect(screen.getByRole('img', { name: 'Vista previa de la foto' })).toHaveAttribute(
      'src',
      PHOTO,
    );
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).not.toHaveProperty('photo');

    await user.click(screen.getByRole('button', { name: 'Quitar foto' }));
    expect(screen.queryByRole('img', { name: 'Vista previa de la foto' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.body).toMatchObject({ photo: null });
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's message on the photo and stays open", async () => {
    const { onClose, user } = setup(exercise, () =>
      fail(400, 'VALIDATION_ERROR', 'Datos no válidos', {
        photo: 'Por favor selecciona una imagen válida',
      }),
    );
    await user.upload(
      screen.getByLabelText('Cambiar foto'),
      new File(['x'], 'rota.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Datos no válidos')).toBeInTheDocument();
    expect(screen.getByText('Por favor selecciona una imagen válida')).toBeInTheDocument();
    expect(screen.getByLabelText('Cambiar foto')).toHaveAttribute('aria-invalid', 'true');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('works from the keyboard: the photo button is reached by Tab and opens the picker', async () => {
    const { user } = setup(null);
    const input = screen.getByLabelText('Subir foto');
    screen.getByLabelText('Enlace a un vídeo (opcional)').focus();
    await user.tab();
    expect(input).toHaveFocus();
  });
});
