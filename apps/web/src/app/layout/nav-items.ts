import type { LucideIcon } from 'lucide-react';
import {
  BarChart3,
  CalendarCheck,
  CalendarDays,
  CalendarClock,
  ClipboardList,
  ContactRound,
  Dog,
  History,
  Dumbbell,
  Inbox,
  LayoutDashboard,
  MailWarning,
  Percent,
  Settings,
  Users,
  UsersRound,
  UserCog,
  Tags,
  ReceiptText,
  Wallet,
} from 'lucide-react';
import type { AccessNeed } from '@/lib/auth/access';
import { paths } from '@/lib/paths';

export interface NavItem {
  label: string;
  href: string;
  icon: LucideIcon;
  /** A count shown beside the label (pending requests), read by screen readers with it. */
  badge?: 'pendingRequests';
  /** Shown only to a member who may use it (lib/auth/access.ts); the route asks the same. */
  requires?: AccessNeed;
}

export interface NavGroup {
  /** Visible group heading; the main group has none. */
  title: string | null;
  adminOnly: boolean;
  items: NavItem[];
}

/** Sidebar groups, labels and order exactly as SPEC §2 Layout. */
export const navGroups: NavGroup[] = [
  {
    title: null,
    adminOnly: false,
    items: [
      { label: 'Panel', href: paths.dashboard.getHref(), icon: LayoutDashboard },
      { label: 'Clientes', href: paths.clients.list.getHref(), icon: Users },
      { label: 'Perros', href: paths.dogs.list.getHref(), icon: Dog },
      { label: 'Sesiones', href: paths.sessions.list.getHref(), icon: ClipboardList },
      { label: 'Ejercicios', href: paths.exercises.getHref(), icon: Dumbbell },
      { label: 'Servicios', href: paths.services.getHref(), icon: Tags, requires: 'business' },
      { label: 'Pagos', href: paths.payments.getHref(), icon: Wallet, requires: 'money' },
      {
        label: 'Facturas',
        href: paths.invoices.list.getHref(),
        icon: ReceiptText,
        requires: 'money',
      },
      { label: 'Equipo', href: paths.staff.getHref(), icon: ContactRound, requires: 'staff' },
      {
        label: 'Comisiones',
        href: paths.commissions.getHref(),
        icon: Percent,
        requires: 'business',
      },
      { label: 'Ajustes', href: paths.settings.getHref(), icon: Settings },
    ],
  },
  {
    title: 'Citas',
    adminOnly: false,
    items: [
      { label: 'Calendario', href: paths.calendar.getHref(), icon: CalendarDays },
      { label: 'Clases', href: paths.classes.list.getHref(), icon: UsersRound },
      { label: 'Citas Confirmadas', href: paths.appointments.getHref(), icon: CalendarCheck },
      {
        label: 'Solicitudes',
        href: paths.appointmentRequests.getHref(),
        icon: Inbox,
        badge: 'pendingRequests',
      },
      { label: 'Disponibilidad', href: paths.availability.getHref(), icon: CalendarClock },
    ],
  },
  {
    title: 'Administración',
    adminOnly: true,
    items: [
      { label: 'Usuarios', href: paths.admin.users.getHref(), icon: UserCog },
      { label: 'Analítica', href: paths.admin.analytics.getHref(), icon: BarChart3 },
      { label: 'Registro de actividad', href: paths.admin.audit.getHref(), icon: History },
      { label: 'Correo no enviado', href: paths.admin.outbox.getHref(), icon: MailWarning },
    ],
  },
];
