/** The outbox module's public surface (issue 26, decision 0026). */
export { default as outboxRoutes } from './outbox.routes.ts';
export {
  createOutboxWorker,
  enqueueMails,
  forgetMessagesAbout,
  messageIdFor,
  outboxJob,
  type OutboxWorker,
} from './outbox.service.ts';
