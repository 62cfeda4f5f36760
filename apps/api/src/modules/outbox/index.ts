/** The outbox module's public surface (issue 26, decision 0026). */
export {
  createOutboxWorker,
  enqueueMailIf,
  enqueueMails,
  forgetMessagesAbout,
  messageIdFor,
  outboxJob,
  wakeOutboxWorker,
  type OutboxWorker,
} from './outbox.service.ts';
