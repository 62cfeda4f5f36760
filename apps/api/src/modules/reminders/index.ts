/** The reminders module's public surface: other modules import only from here. */
export { default as reminderRoutes } from './reminders.routes.ts';
export { forgetRemindersOf } from './erasure.repository.ts';
