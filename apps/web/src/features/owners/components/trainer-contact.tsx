import { Mail, MapPin, MessageCircle, Phone, ShieldCheck } from 'lucide-react';
import type { OwnerTrainer } from '@adiestra/shared';
import { linkClass } from '@/components/ui/link-class';
import { paths } from '@/lib/paths';
import { whatsappUrl } from './owner-time';

/** How to reach the trainer, and where the sessions take place. */
export function TrainerContact({ trainer }: { trainer: OwnerTrainer }) {
  return (
    <ul className="space-y-2 text-sm text-gray-700 dark:text-gray-300">
      <li className="flex items-center gap-2">
        <Mail aria-hidden="true" className="size-4 shrink-0" />
        <a href={`mailto:${trainer.email}`} className={linkClass}>
          {trainer.email}
        </a>
      </li>
      {trainer.phone ? (
        <li className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <span className="flex items-center gap-2">
            <Phone aria-hidden="true" className="size-4 shrink-0" />
            <a href={`tel:${trainer.phone.replace(/[^\d+]/g, '')}`} className={linkClass}>
              {trainer.phone}
            </a>
          </span>
          <span className="flex items-center gap-2">
            <MessageCircle aria-hidden="true" className="size-4 shrink-0" />
            <a
              href={whatsappUrl(trainer.phone)}
              target="_blank"
              rel="noreferrer"
              className={linkClass}
            >
              WhatsApp
            </a>
          </span>
        </li>
      ) : null}
      {trainer.place ? (
        <li className="flex items-start gap-2">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <span className="sr-only">Lugar de las sesiones: </span>
            {trainer.place}
          </span>
        </li>
      ) : null}
      <li className="flex items-center gap-2">
        <ShieldCheck aria-hidden="true" className="size-4 shrink-0" />
        <a href={paths.privacy.getHref(trainer.id)} className={linkClass}>
          Información de privacidad
          <span className="sr-only"> de {trainer.businessName ?? trainer.name}</span>
        </a>
      </li>
    </ul>
  );
}

/** Inside the notice window: the page says to contact the trainer, and how. */
export function ContactToChange({ trainer }: { trainer: OwnerTrainer }) {
  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-100">
      <p>
        Falta menos de {trainer.cancellationNoticeHours} h para la cita: para cancelarla o
        cambiarla, ponte en contacto con {trainer.businessName ?? trainer.name}.
      </p>
      {trainer.phone ? (
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
          <a
            href={whatsappUrl(trainer.phone)}
            target="_blank"
            rel="noreferrer"
            className={linkClass}
          >
            Escribir por WhatsApp
          </a>
          <a href={`tel:${trainer.phone.replace(/[^\d+]/g, '')}`} className={linkClass}>
            Llamar al {trainer.phone}
          </a>
        </p>
      ) : (
        <p className="mt-2">
          <a href={`mailto:${trainer.email}`} className={linkClass}>
            Escribir a {trainer.email}
          </a>
        </p>
      )}
    </div>
  );
}
