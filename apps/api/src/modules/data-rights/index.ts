/** The owners' rights (issue 20): erasure and the retention sweep. */
export { default as dataRightsRoutes } from './data-rights.routes.ts';
