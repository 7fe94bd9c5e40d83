// The hook log, `<git dir>/discoveries/hooks.log`: one line per run (what was
// checked, what was found, how long it took) and the full error when one
// happened. Hooks print at most a few lines; the details are here. Rotated at
// 512 KiB so it never grows without bound. Logging never throws.

import { appendFileSync, mkdirSync, renameSync, statSync } from 'node:fs';
import { dirname } from 'node:path';

const MAX_BYTES = 512 * 1024;

export function appendLog(file: string, now: Date, lines: readonly string[]): void {
  try {
    mkdirSync(dirname(file), { recursive: true });
    try {
      if (statSync(file).size > MAX_BYTES) renameSync(file, `${file}.1`);
    } catch {
      // No log yet.
    }
    const stamp = now.toISOString();
    appendFileSync(file, lines.map((line, i) => (i === 0 ? `${stamp} ${line}` : `    ${line}`)).join('\n') + '\n');
  } catch {
    // A hook must not fail because its log can't be written.
  }
}
