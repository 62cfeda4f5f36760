import { useId, useState } from 'react';
import clsx from 'clsx';
import { AlertCircle, Image as ImageIcon, ImagePlus, Trash2, type LucideIcon } from 'lucide-react';
import {
  PHOTO_INVALID_MESSAGE,
  PHOTO_PROCESSING_MESSAGE,
  PHOTO_SOURCE_MAX_BYTES,
  PHOTO_SOURCE_TOO_LARGE_MESSAGE,
} from '@adiestra/shared';
import { Button, buttonClass } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { downscaleImage } from './downscale-image';

/**
 * The first check on a chosen file (SPEC §5 photo rules), before any decoding. Its size is the
 * phone's, before reducing (issue 27): the server's 5 MB holds for what is sent.
 */
export function photoFileError(file: File): string | null {
  // SVG is an image type but can carry script; the server refuses it too.
  if (!file.type.startsWith('image/') || file.type === 'image/svg+xml')
    return PHOTO_INVALID_MESSAGE;
  if (file.size > PHOTO_SOURCE_MAX_BYTES) return PHOTO_SOURCE_TOO_LARGE_MESSAGE;
  return null;
}

/**
 * A photo of a dog or an exercise: choose, preview, remove. `value` is undefined while unchanged (the current
 * photo shows), a JPEG data URL once a new one is chosen, null once removed. The chosen file is
 * downscaled in the browser, so a phone photo of 4 MB travels as about 200 KB.
 */
export function PhotoPicker({
  currentUrl,
  value,
  onChange,
  error,
  processImage = downscaleImage,
  placeholderIcon: Placeholder = ImageIcon,
}: {
  currentUrl: string | null;
  value: string | null | undefined;
  onChange: (value: string | null | undefined) => void;
  error?: string | undefined;
  processImage?: (file: File) => Promise<string>;
  /** Shown while there is no photo. */
  placeholderIcon?: LucideIcon;
}) {
  const inputId = useId();
  const [localError, setLocalError] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  const preview = value === undefined ? currentUrl : value;
  const shownError = localError ?? error;

  async function choose(file: File | undefined) {
    if (!file) return;
    setLocalError(null);
    const problem = photoFileError(file);
    if (problem) {
      setLocalError(problem);
      return;
    }
    setProcessing(true);
    try {
      onChange(await processImage(file));
    } catch {
      setLocalError(PHOTO_PROCESSING_MESSAGE);
    } finally {
      setProcessing(false);
    }
  }

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-4">
        <div className="grid size-28 shrink-0 place-items-center overflow-hidden rounded-xl border border-gray-200 bg-gray-100 dark:border-gray-700 dark:bg-gray-800">
          {processing ? (
            <Spinner
              className="size-6 text-gray-600 dark:text-gray-300"
              label="Procesando imagen..."
            />
          ) : preview ? (
            <img src={preview} alt="Vista previa de la foto" className="size-full object-cover" />
          ) : (
            <Placeholder
              aria-hidden="true"
              className="size-12 text-gray-500 dark:text-gray-400"
              strokeWidth={1.5}
            />
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <input
            id={inputId}
            type="file"
            accept="image/*"
            className="peer sr-only"
            aria-describedby={`${inputId}-hint${shownError ? ` ${inputId}-error` : ''}`}
            aria-invalid={shownError ? true : undefined}
            disabled={processing}
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              // The same file chosen again after removing it must fire a change again.
              event.target.value = '';
            }}
          />
          <label
            htmlFor={inputId}
            className={clsx(
              buttonClass('secondary'),
              'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 dark:peer-focus-visible:outline-brand-400',
              processing && 'pointer-events-none opacity-60',
            )}
          >
            <ImagePlus aria-hidden="true" className="size-4" />
            {preview ? 'Cambiar foto' : 'Subir foto'}
          </label>
          {preview && !processing ? (
            <Button
              variant="ghost"
              onClick={() => {
                setLocalError(null);
                onChange(null);
              }}
              icon={<Trash2 aria-hidden="true" className="size-4" />}
            >
              Quitar foto
            </Button>
          ) : null}
        </div>
      </div>
      <p id={`${inputId}-hint`} className="text-xs text-gray-600 dark:text-gray-400">
        Una imagen de hasta 40 MB, como las del móvil: se reduce a 1024 px antes de enviarse.
      </p>
      {shownError ? (
        <p
          id={`${inputId}-error`}
          role="alert"
          className="flex items-center gap-1 text-sm text-red-700 dark:text-red-400"
        >
          <AlertCircle aria-hidden="true" className="size-4 shrink-0" />
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
