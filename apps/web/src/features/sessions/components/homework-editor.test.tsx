import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Exercise } from '@adiestra/shared';
import { HomeworkEditor } from './homework-editor';
import { homeworkPayload, type HomeworkDraft, type HomeworkErrors } from './homework-drafts';

const exercises: Exercise[] = [
  {
    id: '0190a000-0000-7000-8000-0000000000e1',
    name: 'Sentado',
    instructions: 'Premio sobre la cabeza',
    videoUrl: null,
    photo: null,
    photoThumb: null,
  },
  {
    id: '0190a000-0000-7000-8000-0000000000e2',
    name: 'La llamada',
    instructions: 'Voz alegre',
    videoUrl: 'https://v.example/llamada',
    photo: '/api/exercise-photos/0190a000-0000-4000-8000-0000000000f1',
    photoThumb: '/api/exercise-photos/0190a000-0000-4000-8000-0000000000f1/thumb',
  },
];

/** The editor with its state, and what it would send (or its errors) read from the drafts. */
function Harness({ onDrafts }: { onDrafts: (drafts: HomeworkDraft[]) => void }) {
  const [drafts, setDrafts] = useState<HomeworkDraft[]>([]);
  const [errors, setErrors] = useState<HomeworkErrors>({});
  return (
    <>
      <HomeworkEditor
        drafts={drafts}
        exercises={exercises}
        errors={errors}
        onChange={(next) => {
          setDrafts(next);
          onDrafts(next);
        }}
      />
      <button type="button" onClick={() => setErrors(homeworkPayload(drafts).errors ?? {})}>
        Comprobar
      </button>
    </>
  );
}

function setup() {
  let latest: HomeworkDraft[] = [];
  render(<Harness onDrafts={(d) => (latest = d)} />);
  return { drafts: () => latest };
}

describe('HomeworkEditor', () => {
  it('adds a library exercise and a written one, with frequency and end, as the API expects', async () => {
    const { drafts } = setup();
    expect(screen.getByText(/Sin deberes/)).toBeInTheDocument();
    await userEvent.selectOptions(
      screen.getByLabelText('Ejercicio de la biblioteca'),
      'La llamada',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Añadir de la biblioteca' }));
    const first = screen.getByRole('listitem', { name: 'Ejercicio 1 de los deberes' });
    expect(within(first).getByLabelText(/^Ejercicio/)).toHaveValue('La llamada');
    expect(within(first).getByLabelText('Instrucciones')).toHaveValue('Voz alegre');
    await userEvent.clear(within(first).getByLabelText('Veces al día'));
    await userEvent.type(within(first).getByLabelText('Veces al día'), '3');

    await userEvent.click(screen.getByRole('button', { name: 'Escribir un ejercicio' }));
    const second = screen.getByRole('listitem', { name: 'Ejercicio 2 de los deberes' });
    await userEvent.type(within(second).getByLabelText(/^Ejercicio/), 'Esperar en el ascensor');
    await userEvent.clear(within(second).getByLabelText('Días por semana'));
    await userEvent.type(within(second).getByLabelText('Días por semana'), '4');
    await userEvent.selectOptions(within(second).getByLabelText('Hasta'), 'Una fecha');
    const end = within(second).getByLabelText('Fecha de fin');
    await userEvent.clear(end);
    await userEvent.type(end, '2026-06-30');

    expect(homeworkPayload(drafts()).payload).toEqual({
      items: [
        {
          exerciseId: exercises[1]!.id,
          name: 'La llamada',
          instructions: 'Voz alegre',
          timesPerDay: 3,
          daysPerWeek: 7,
          untilDate: null,
        },
        {
          exerciseId: null,
          name: 'Esperar en el ascensor',
          instructions: null,
          timesPerDay: 1,
          daysPerWeek: 4,
          untilDate: '2026-06-30',
        },
      ],
    });

    await userEvent.click(screen.getByRole('button', { name: 'Quitar La llamada' }));
    expect(drafts().map((d) => d.name)).toEqual(['Esperar en el ascensor']);
  });

  it('shows the shared rules’ messages beside the wrong fields', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Escribir un ejercicio' }));
    const item = screen.getByRole('listitem', { name: 'Ejercicio 1 de los deberes' });
    await userEvent.clear(within(item).getByLabelText('Días por semana'));
    await userEvent.type(within(item).getByLabelText('Días por semana'), '8');
    await userEvent.click(screen.getByRole('button', { name: 'Comprobar' }));
    expect(await within(item).findByText('Escribe el nombre del ejercicio')).toBeInTheDocument();
    expect(within(item).getByText('Como mucho 7')).toBeInTheDocument();
  });

  it('works from the keyboard alone: a new exercise takes the focus', async () => {
    const { drafts } = setup();
    const user = userEvent.setup();
    // The library is a native select (the browser opens it from the keyboard).
    await user.selectOptions(screen.getByLabelText('Ejercicio de la biblioteca'), 'Sentado');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Añadir de la biblioteca' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const nameInput = within(
      screen.getByRole('listitem', { name: 'Ejercicio 1 de los deberes' }),
    ).getByLabelText(/^Ejercicio/);
    expect(nameInput).toHaveFocus();
    expect(nameInput).toHaveValue('Sentado');
    // Tab to "Escribir un ejercicio" and press Space: the new, empty item's name is focused.
    screen.getByRole('button', { name: 'Escribir un ejercicio' }).focus();
    await user.keyboard(' ');
    const second = within(
      screen.getByRole('listitem', { name: 'Ejercicio 2 de los deberes' }),
    ).getByLabelText(/^Ejercicio/);
    expect(second).toHaveFocus();
    await user.keyboard('Mirada');
    expect(drafts().map((d) => d.name)).toEqual(['Sentado', 'Mirada']);
  });
});
