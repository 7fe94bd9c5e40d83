// Writes that never leave a half-written file: a temp file in the same folder
// (so rename stays on one filesystem), flushed, then renamed over the target.

import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

export interface AtomicWriteOptions {
  /**
   * Flush the file and its folder to disk (the default). Off for state that can
   * be lost in a crash without harm (a hook's watermark: a lost one only means
   * the commits are checked again): the rename alone still never leaves a
   * half-written file, and the two fsyncs are most of a small write's cost.
   */
  durable?: boolean;
}

export function writeFileAtomic(path: string, data: string | Buffer, options: AtomicWriteOptions = {}): void {
  const durable = options.durable ?? true;
  const dir = dirname(path);
  mkdirSync(dir, { recursive: true });
  const temp = join(dir, `.${basename(path)}.${process.pid}.${Math.random().toString(16).slice(2, 10)}.tmp`);
  let fd: number | null = null;
  try {
    fd = openSync(temp, 'w', 0o644);
    writeSync(fd, typeof data === 'string' ? Buffer.from(data, 'utf8') : data);
    if (durable) fsyncSync(fd);
    closeSync(fd);
    fd = null;
    renameSync(temp, path);
  } catch (error) {
    if (fd !== null) closeSync(fd);
    rmSync(temp, { force: true });
    throw error;
  }
  if (durable) syncDirectory(dir);
}

/** Makes the rename itself durable; not every platform allows fsync on a folder. */
function syncDirectory(dir: string): void {
  try {
    const fd = openSync(dir, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // Best effort.
  }
}
