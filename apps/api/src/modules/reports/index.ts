/** Session reports, homework and the practice log (issue 17): the module's public surface. */
export { default as reportsRoutes } from './reports.routes.ts';
export { default as ownerReportRoutes } from './owner-reports.routes.ts';
export { insertDefaultExercises } from './exercises.repository.ts';
export { default as exercisePhotoRoutes } from './exercise-photos.routes.ts';
