import * as repository from './handover.repository.ts';

/** Issue 39, decision 0141: the staff module hands a leaving trainer's classes and courses on. */
export const reassignClass = (...args: Parameters<typeof repository.updateClassTrainer>) =>
  repository.updateClassTrainer(...args);
export const reassignCourse = (...args: Parameters<typeof repository.updateCourseTrainer>) =>
  repository.updateCourseTrainer(...args);
export type { HandoverClass } from './handover.repository.ts';
