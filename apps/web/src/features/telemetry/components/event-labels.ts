import type { TelemetryEventType } from '@adiestra/shared';

export const EVENT_TYPE_LABELS: Record<TelemetryEventType, string> = {
  page_view: 'Vista de página',
  click: 'Clic',
  form_submit: 'Envío de formulario',
  error: 'Error',
  search: 'Búsqueda',
  navigation: 'Navegación',
  time_on_page: 'Tiempo en página',
  custom: 'Personalizado',
  app_start: 'Inicio de la aplicación',
};
