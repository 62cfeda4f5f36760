import { SearchX } from 'lucide-react';
import { SUPPORT_EMAIL } from '@adiestra/shared';
import { linkClass } from '@/components/ui/link-class';

/** Who to write to: the installation's own address when the build names one (README). */
const supportEmail =
  (import.meta.env.VITE_SUPPORT_EMAIL as string | undefined)?.trim() || SUPPORT_EMAIL;

/** An unknown, pending or deactivated trainer id (SPEC §2, §8). */
export function EducatorNotFound() {
  return (
    <section aria-labelledby="not-found" className="flex flex-col items-center py-6 text-center">
      <div className="mb-4 grid size-12 place-items-center rounded-full bg-gray-100 text-gray-600 dark:bg-gray-800 dark:text-gray-300">
        <SearchX aria-hidden="true" className="size-6" />
      </div>
      <h1 id="not-found" className="text-2xl font-bold text-gray-900 dark:text-gray-50">
        Educador no encontrado
      </h1>
      <p className="mt-2 max-w-md text-sm text-gray-700 dark:text-gray-300">
        El enlace de reservas no es correcto o el educador ya no acepta citas por esta vía.
        Comprueba el enlace con tu educador o escríbenos y te ayudamos.
      </p>
      <a
        href={`mailto:${supportEmail}?subject=${encodeURIComponent('Enlace de reservas')}`}
        className={`${linkClass} mt-4`}
      >
        Contactar con soporte ({supportEmail})
      </a>
    </section>
  );
}
