import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONSENT_TEMPLATES, type OwnerConsents } from '@adiestra/shared';
import { mockApi, ok, type MockRequest } from '@/testing/fetch-mock';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { OwnerConsentsSection } from './owner-consents-section';

const VERSION = '0190a0a0-0000-7000-8000-0000000000a1';
const DOG = '0190a0a0-0000-7000-8000-0000000000d1';
const CLIENT = '0190a0a0-0000-7000-8000-0000000000c1';
const pending: OwnerConsents = {
  items: [
    {
      trainerName: 'Ana García',
      clientId: CLIENT,
      dogId: DOG,
      dogName: 'Toby',
      version: {
        id: VERSION,
        kind: 'liability',
        version: 2,
        ...CONSENT_TEMPLATES.liability,
        publishedAt: '2026-01-05T10:00:00.000Z',
      },
      acceptance: null,
    },
  ],
};

const acceptance = {
  id: 'acc1',
  kind: 'liability' as const,
  versionId: VERSION,
  version: 2,
  clientId: CLIENT,
  dogId: DOG,
  signedName: 'Inés Ruiz',
  ip: '203.0.113.7',
  method: 'online' as const,
  textShown: 'x',
  acceptedAt: '2026-01-06T10:00:00.000Z',
};

describe('Mi área: the documents to accept', () => {
  it('shows the text, asks for the full name and sends the version shown for the dog', async () => {
    const posts: MockRequest[] = [];
    let accepted = false;
    mockApi({
      'GET /api/owner/consents': () =>
        ok(accepted ? { items: [{ ...pending.items[0]!, acceptance }] } : pending),
      'POST /api/owner/consents': (request) => {
        posts.push(request);
        accepted = true;
        return ok(acceptance, 'Documento aceptado. Puedes descargar tu copia en PDF.', 201);
      },
    });
    renderWithProviders(<OwnerConsentsSection />, {
      auth: fakeAuth({ user: null, token: null, isAuthenticated: false }),
    });
    expect(await screen.findByText('Responsabilidad y riesgos · Toby')).toBeVisible();
    expect(screen.getByText('Pendiente de aceptar')).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Leer y aceptar' }));
    expect(screen.getByLabelText('Texto de Responsabilidad y riesgos · Toby')).toHaveTextContent(
      /artículo 1905 del Código Civil/,
    );
    const name = screen.getByLabelText(/Escribe tu nombre completo/);
    await user.type(name, 'Inés');
    await user.click(screen.getByRole('button', { name: 'He leído el documento y lo acepto' }));
    expect(await screen.findByText('Escribe tu nombre y tus apellidos')).toBeVisible();
    expect(posts).toHaveLength(0);

    await user.type(name, ' Ruiz');
    await user.click(screen.getByRole('button', { name: 'He leído el documento y lo acepto' }));
    expect(await screen.findByRole('link', { name: /Descargar copia en PDF/ })).toHaveAttribute(
      'href',
      '/api/owner/consents/acc1/pdf',
    );
    expect(posts.map((p) => p.body)).toEqual([
      { versionId: VERSION, dogId: DOG, signedName: 'Inés Ruiz' },
    ]);
  });
});
