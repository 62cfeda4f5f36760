// Types of scripts/architecture-checks.mjs, for apps/api/src/architecture.test.ts.
export declare const CYCLE_PATHS: string[];
export interface KnownTableViolation {
  file: string;
  tables: string[];
  why: string;
}
export interface KnownRepositoryExport {
  file: string;
  from: string;
}
export declare const KNOWN_TABLE_VIOLATIONS: KnownTableViolation[];
export declare const KNOWN_REPOSITORY_EXPORTS: KnownRepositoryExport[];
export declare const MODULE_CALLS: Record<string, string[]>;
export declare function findCycles(paths?: string[], cwd?: string): string[];
export declare function tableOwners(
  apiSrc: string,
): { variable: string; sql: string; module: string }[];
export declare function findTableViolations(
  apiSrc: string,
  allowLists?: {
    knownTables?: KnownTableViolation[];
    knownExports?: KnownRepositoryExport[];
    moduleCalls?: Record<string, string[]>;
  },
): string[];
