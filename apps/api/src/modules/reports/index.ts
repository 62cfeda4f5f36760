/** Session reports, homework and the practice log (issue 17): the module's public surface. */
export { insertDefaultExercises } from './module-api.service.ts';
/** The class report's lines (issue 29, decision 0087): homework, first sending, reading. */
export { homeworkOfSessions, replaceSessionHomework, sendReportOnce } from './reports.service.ts';
