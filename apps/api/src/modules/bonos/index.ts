/** The bonos module's public surface: other modules import only from here. */
export {
  bonoLiability,
  bonosForOwner,
  bonosForVisits,
  getBono,
  useBonoForAppointment,
  useBonoForSession,
  type AutomaticUse,
} from './bonos.service.ts';
export {
  returnBonoOfClassPlace,
  returnBonoOfCourseEnrolment,
  useBonoForClassPlace,
  useBonoForCourseEnrolment,
  type ClassPlace,
  type CourseUnit,
} from './class-units.service.ts';
