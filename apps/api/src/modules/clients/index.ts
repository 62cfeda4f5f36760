/** The clients module's public surface: other modules import only from here. */
export {
  clientLabel,
  clientNotFound,
  clientValues,
  createClientFromBooking,
  findClientRow,
  insertClients,
  matchClientByContact,
  selectContactKeys,
} from './clients.service.ts';
export { deleteClientAndRecords, lockClientForErasure } from './module-api.service.ts';
