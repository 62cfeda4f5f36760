/** The calendar module's public surface: it has no table, and reads through other modules' indexes. */
export { default as calendarRoutes } from './calendar.routes.ts';
