/** The imports module's public surface (issue 20): clients and dogs from a spreadsheet. */
export { default as importRoutes } from './imports.routes.ts';
