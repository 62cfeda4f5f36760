import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OwnerDogDocuments, TrainerDogDocument } from '@adiestra/shared';
import { fail, mockApi, ok, type MockRequest } from '@/testing/fetch-mock';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { OwnerDocumentsSection } from './owner-documents-section';
import { PendingDocumentsCard } from './pending-documents-card';
import { ReviewDocumentDialog } from './review-document-dialog';

const DOG = '0190a0a0-0000-7000-8000-0000000000d1';
const DOC = '0190a0a0-0000-7000-8000-0000000000f1';
const owned: OwnerDogDocuments = {
  dogs: [
    {
      dogId: DOG,
      dogName: 'Toby',
      trainerName: 'Ana García',
      documents: [
        {
          id: DOC,
          dogId: DOG,
          kind: 'insurance',
          mime: 'application/pdf',
          status: 'reviewed',
          uploadedAt: '2026-01-05T10:00:00.000Z',
          reviewedAt: '2026-01-06T10:00:00.000Z',
        },
      ],
    },
  ],
};

describe('Mi área: the owner’s documents', () => {
  it('lists each dog’s uploads and sends a PDF of the vaccination card', async () => {
    const posts: MockRequest[] = [];
    mockApi({
      'GET /api/owner/documents': () => ok(owned),
      'POST /api/owner/documents': (r) => {
        posts.push(r);
        return ok(
          { ...owned.dogs[0]!.documents[0]!, id: 'x', kind: 'vaccination_card', status: 'pending' },
          'Documento enviado. Tu educador lo revisará.',
          201,
        );
      },
    });
    renderWithProviders(<OwnerDocumentsSection />, {
      auth: fakeAuth({ user: null, token: null, isAuthenticated: false }),
    });
    expect(
      await screen.findByRole('link', { name: /Seguro de responsabilidad civil/ }),
    ).toHaveAttribute('href', `/api/owner/documents/${DOC}/file`);
    // A download, never a page of the app's origin (the server sends it as an attachment too).
    expect(screen.getByRole('link', { name: /Seguro de responsabilidad civil/ })).toHaveAttribute(
      'download',
      'seguro-000000f1.pdf',
    );
    expect(screen.getByText('Revisado')).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Enviar documento' }));
    expect(await screen.findByText('Elige una foto o un PDF')).toBeVisible();
    await user.upload(
      screen.getByLabelText('Foto o PDF'),
      new File(['%PDF-1.4'], 'cartilla.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Enviar documento' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body).toEqual({
      dogId: DOG,
      kind: 'vaccination_card',
      file: `data:application/pdf;base64,${btoa('%PDF-1.4')}`,
    });
    expect(posts[0]!.headers.get('Authorization')).toBeNull();
    expect(await screen.findByText('Documento enviado. Tu educador lo revisará.')).toBeVisible();
  });
});

describe('the trainer’s review', () => {
  const doc: TrainerDogDocument = {
    id: DOC,
    dogId: DOG,
    kind: 'vaccination_card',
    mime: 'image/jpeg',
    status: 'pending',
    uploadedAt: '2026-01-05T10:00:00.000Z',
    reviewedAt: null,
    dogName: 'Toby',
    clientName: 'Inés Ruiz',
  };
  beforeEach(() => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: () => 'blob:cartilla',
        revokeObjectURL: () => undefined,
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the card, asks for the doses’ dates and sends them', async () => {
    const posts: MockRequest[] = [];
    mockApi({
      [`GET /api/vaccines/documents/${DOC}/file`]: () => new Response('jpeg', { status: 200 }),
      [`POST /api/vaccines/documents/${DOC}/review`]: (r) => {
        posts.push(r);
        return ok(
          { ...doc, status: 'reviewed', reviewedAt: '2026-01-07T10:00:00.000Z' },
          'Documento revisado',
        );
      },
    });
    const onClose = vi.fn();
    renderWithProviders(<ReviewDocumentDialog document={doc} onClose={onClose} />);
    expect(
      await screen.findByRole('img', { name: 'Cartilla de vacunación de Toby' }),
    ).toHaveAttribute('src', 'blob:cartilla');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Confirmar revisión' }));
    expect(await screen.findByText('La fecha de vacunación no es válida')).toBeVisible();
    expect(posts).toHaveLength(0);
    await user.type(screen.getByLabelText(/^Fecha de vacunación/), '2025-12-01');
    await user.click(screen.getByRole('button', { name: 'Confirmar revisión' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body).toEqual({
      vaccinations: [{ kind: 'rabies', name: null, givenOn: '2025-12-01', expiresOn: null }],
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('opens the card at full size in a dialog of its own that Escape closes', async () => {
    mockApi({
      [`GET /api/vaccines/documents/${DOC}/file`]: () => new Response('jpeg', { status: 200 }),
    });
    const onClose = vi.fn();
    renderWithProviders(<ReviewDocumentDialog document={doc} onClose={onClose} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ver a tamaño completo' }));
    const big = screen.getByRole('dialog', {
      name: 'Cartilla de vacunación de Toby, a tamaño completo',
    });
    expect(
      within(big).getByRole('img', { name: 'Cartilla de vacunación de Toby' }),
    ).toHaveAttribute('src', 'blob:cartilla');
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Cartilla de vacunación de Toby, a tamaño completo' }),
      ).toBeNull(),
    );
    // The review stays open underneath.
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Confirmar revisión' })).toBeVisible();
  });

  it('offers a PDF as a download, not a page opened in the app', async () => {
    mockApi({
      [`GET /api/vaccines/documents/${DOC}/file`]: () =>
        new Response('%PDF-1.4', { status: 200, headers: { 'content-type': 'application/pdf' } }),
    });
    renderWithProviders(
      <ReviewDocumentDialog
        document={{ ...doc, kind: 'insurance', mime: 'application/pdf' }}
        onClose={vi.fn()}
      />,
    );
    const link = await screen.findByRole('link', { name: 'Descargar el PDF' });
    expect(link).toHaveAttribute('href', 'blob:cartilla');
    expect(link).toHaveAttribute('download', 'seguro-000000f1.pdf');
    expect(link).not.toHaveAttribute('target');
  });

  it('shows on the dashboard the space the owners’ uploads take', async () => {
    mockApi({
      'GET /api/vaccines/documents': () =>
        ok({
          documents: [doc],
          usage: {
            count: 30,
            bytes: 12.5 * 1024 * 1024,
            maxCount: 1000,
            maxBytes: 1024 * 1024 * 1024,
          },
        }),
    });
    renderWithProviders(<PendingDocumentsCard />);
    expect(
      await screen.findByText(
        'Espacio usado por los documentos: 12,5 MB de 1 GB · 30 de 1000 archivos',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Toby' })).toBeVisible();
  });

  it('keeps the dialog open and says why when the server refuses', async () => {
    mockApi({
      [`GET /api/vaccines/documents/${DOC}/file`]: () => new Response('jpeg', { status: 200 }),
      [`POST /api/vaccines/documents/${DOC}/review`]: () =>
        fail(400, 'VALIDATION_ERROR', 'Este documento ya está revisado', {
          id: 'Este documento ya está revisado',
        }),
    });
    const onClose = vi.fn();
    renderWithProviders(
      <ReviewDocumentDialog document={{ ...doc, kind: 'insurance' }} onClose={onClose} />,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Confirmar revisión' }));
    expect(await screen.findByText('Este documento ya está revisado')).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });
});
