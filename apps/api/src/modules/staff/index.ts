/** The staff module's public surface (decision 0133). */
export { listStaff } from './staff.service.ts';
