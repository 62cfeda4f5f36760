import { Link } from 'react-router';
import { ChevronRight, ClipboardList, Dog, UserPlus, type LucideIcon } from 'lucide-react';
import clsx from 'clsx';
import { focusRing } from '@/components/ui/focus-ring';
import { paths } from '@/lib/paths';

interface QuickLink {
  label: string;
  description: string;
  href: string;
  icon: LucideIcon;
}

const links: QuickLink[] = [
  {
    label: 'Nuevo cliente',
    description: 'Registra a un propietario',
    href: paths.clients.new.getHref(),
    icon: UserPlus,
  },
  {
    label: 'Nuevo perro',
    description: 'Añade un perro a un cliente',
    href: paths.dogs.new.getHref(),
    icon: Dog,
  },
  {
    label: 'Nueva sesión',
    description: 'Anota un entrenamiento',
    href: paths.sessions.new.getHref(),
    icon: ClipboardList,
  },
];

export function QuickLinks() {
  return (
    <section aria-labelledby="quick-links-title">
      <h2
        id="quick-links-title"
        className="mb-3 text-sm font-semibold text-gray-700 dark:text-gray-300"
      >
        Accesos rápidos
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        {links.map(({ label, description, href, icon: Icon }) => (
          <li key={href}>
            <Link
              to={href}
              className={clsx(
                'group flex items-center gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm transition hover:border-brand-300 hover:shadow dark:border-gray-800 dark:bg-gray-900 dark:hover:border-brand-700',
                focusRing,
              )}
            >
              <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-semibold text-gray-900 dark:text-gray-50">
                  {label}
                </span>
                <span className="block truncate text-xs text-gray-600 dark:text-gray-400">
                  {description}
                </span>
              </span>
              <ChevronRight
                aria-hidden="true"
                className="size-4 text-gray-400 transition group-hover:translate-x-0.5 group-hover:text-brand-600 dark:text-gray-500"
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
