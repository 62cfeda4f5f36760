import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Two processes opening one PGlite folder silently lose committed rows, so the folder is owned by
 * one process at a time. A lock left by a dead process is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          unlinkSync(lockPath);
        } catch {
          // already gone: nothing to release
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(lockPath, 'utf8'));
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(dataDir, pid);
      }
      unlinkSync(lockPath);
    }
  }
  throw new DataDirLockedError(dataDir, 0);
}

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `La base de datos embebida en ${dataDir} ya está en uso por otro proceso (pid ${pid}). ` +
        'Detén ese servidor o usa otro DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}
