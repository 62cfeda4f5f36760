/** The calendar feed module's public surface: other modules import only from here. */
export { default as calendarFeedRoutes } from './calendar-feed.routes.ts';
