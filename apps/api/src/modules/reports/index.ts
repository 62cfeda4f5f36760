/** Session reports, homework and the practice log (issue 17): the module's public surface. */
export { insertDefaultExercises } from './module-api.service.ts';
