/** The reminders module's public surface: other modules import only from here. */
export { forgetRemindersOf } from './module-api.service.ts';
