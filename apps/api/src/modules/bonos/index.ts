/** The bonos module's public surface: other modules import only from here. */
export {
  bonosForOwner,
  useBonoForAppointment,
  useBonoForSession,
  type AutomaticUse,
} from './bonos.service.ts';
