/**
 * What each route pattern the analytics record (lib/analytics/route-pattern.ts) is called on
 * screen: the admin reads "Página pública de reservas", not '/book-appointment/:businessId'. The
 * back office's screens keep their sidebar names.
 */
const ROUTE_LABELS: Record<string, string> = {
  '/': 'Inicio',
  '/login': 'Inicio de sesión',
  '/register': 'Registro',
  '/forgot-password': 'Contraseña olvidada',
  '/reset-password': 'Restablecer contraseña',
  '/book-appointment/:businessId': 'Página pública de reservas',
  '/reservar/:slug': 'Página pública de reservas',
  '/dashboard': 'Panel',
  '/clients': 'Clientes',
  '/clients/new': 'Nuevo cliente',
  '/clients/import': 'Importar clientes',
  '/clients/:id': 'Ficha de cliente',
  '/clients/:id/edit': 'Editar cliente',
  '/dogs': 'Perros',
  '/dogs/new': 'Nuevo perro',
  '/dogs/:id': 'Ficha de perro',
  '/dogs/:id/edit': 'Editar perro',
  '/dogs/edit/:id': 'Editar perro',
  '/sessions': 'Sesiones',
  '/sessions/new': 'Nueva sesión',
  '/sessions/:id': 'Detalle de sesión',
  '/sessions/:id/edit': 'Editar sesión',
  '/appointments': 'Citas Confirmadas',
  '/appointment-requests': 'Solicitudes',
  '/availability': 'Disponibilidad',
  '/calendar': 'Calendario',
  '/classes': 'Clases',
  '/classes/:id': 'Detalle de clase',
  '/services': 'Servicios y bonos',
  '/payments': 'Pagos',
  '/invoices': 'Facturas',
  '/invoices/declaration': 'Declaración responsable',
  '/invoices/:id': 'Detalle de factura',
  '/mi-area': 'Área del cliente',
  '/mi-area/entrar': 'Área del cliente: entrar',
  '/mi-area/cita': 'Área del cliente: cita',
  '/recordatorio/:token': 'Recordatorio de cita',
  '/settings': 'Ajustes',
  '/team': 'Equipo',
  '/team/:userId/reasignar': 'Reasignar el trabajo',
  '/team/comisiones': 'Comisiones',
  '/equipo/invitacion/:token': 'Invitación al equipo',
  '/profile': 'Ajustes',
  '/admin/users': 'Usuarios (administración)',
  '/admin/analytics': 'Analítica (administración)',
  '/admin/audit': 'Registro de actividad (administración)',
  '/admin/outbox': 'Correo no enviado (administración)',
  '/exercises': 'Ejercicios',
  '/mi-area/informes/:sessionId': 'Área del cliente: informe de sesión',
  '/privacidad/:trainerId': 'Privacidad del educador',
};

/** The route's name, or, for a pattern this list does not know yet, the pattern itself. */
export function routeLabel(pattern: string | null | undefined): string {
  if (!pattern) return 'Desconocida';
  return ROUTE_LABELS[pattern] ?? pattern;
}
