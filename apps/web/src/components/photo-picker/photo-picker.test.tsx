import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHOTO_SOURCE_TOO_LARGE_MESSAGE } from '@adiestra/shared';
import { PhotoPicker } from './photo-picker';

/** A file of `size` bytes without allocating them: only the size and type are read before decoding. */
function photo(size: number, type = 'image/jpeg') {
  const file = new File(['x'], 'IMG_2041.jpg', { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** jsdom has no image decoding nor canvas drawing: a 4000×3000 phone photo and a canvas that records. */
function mockCanvas() {
  const close = vi.fn();
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(() => Promise.resolve({ width: 4000, height: 3000, close })),
  );
  const drawImage = vi.fn();
  const context = { fillStyle: '', fillRect: vi.fn(), drawImage };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    context as unknown as CanvasRenderingContext2D,
  );
  const toBlob = vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    done,
  ) {
    done(new Blob([new Uint8Array(300_000)], { type: 'image/jpeg' }));
  });
  return { drawImage, toBlob, close };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function choose(file: File) {
  const onChange = vi.fn();
  const { container } = render(
    <PhotoPicker currentUrl={null} value={undefined} onChange={onChange} />,
  );
  fireEvent.change(container.querySelector('input[type="file"]')!, { target: { files: [file] } });
  return onChange;
}

describe('PhotoPicker (issue 27: a phone photo over 5 MB)', () => {
  it('reduces an 8 MB phone photo in the browser to a 1024 px JPEG, and takes it', async () => {
    const canvas = mockCanvas();
    const onChange = choose(photo(8 * 1024 * 1024));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    const sent = onChange.mock.calls[0]![0] as string;
    expect(sent).toMatch(/^data:image\/jpeg;base64,/);
    expect(canvas.drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 1024, 768);
    expect(canvas.toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.8);
    expect(canvas.close).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a file beyond what a phone takes, before decoding it', () => {
    const canvas = mockCanvas();
    const onChange = choose(photo(41 * 1024 * 1024));
    expect(screen.getByRole('alert')).toHaveTextContent(PHOTO_SOURCE_TOO_LARGE_MESSAGE);
    expect(onChange).not.toHaveBeenCalled();
    expect(canvas.drawImage).not.toHaveBeenCalled();
  });

  it('refuses what is not an image', () => {
    const onChange = choose(photo(1000, 'application/pdf'));
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor selecciona una imagen válida');
    expect(onChange).not.toHaveBeenCalled();
  });
});
