/** The exports module's public surface (issue 20): a client's data and the practice's, as ZIPs. */
export { EXPORT_SOURCES, type ExportSource } from '../../read-models/export-sources.ts';
export { discardPracticeExports } from './module-api.service.ts';
