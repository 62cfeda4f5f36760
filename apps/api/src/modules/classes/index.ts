/** The classes module's public surface: other modules import only from here. */
export { classesBetween } from './classes.service.ts';
export { enrolDog } from './classes.service.ts';
export { enrolInCourse } from './courses.service.ts';
export { joinCourseWaitlist } from './course-waitlist.service.ts';
export { confirmPlaces } from './place-mails.service.ts';
export { joinWaitlist } from './class-waitlist.service.ts';
export { ownerDogForClass } from './owner-classes.service.ts';
export {
  classOpenToRequests,
  courseOpenToRequests,
  enrolmentModeOf,
  mailClassOf,
  publicClassesOf,
  publicCoursesOf,
  type OfferedClass,
  type OfferedCourse,
} from './class-requests.service.ts';
export { reassignClass, reassignCourse, type HandoverClass } from './handover.service.ts';
