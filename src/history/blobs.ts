// Batched object look-ups: one `git cat-file --batch-check` for many
// `<rev>:<path>` or commit names, one `git cat-file --batch` for many blobs.

import { streamGit } from '../git/exec.js';
import type { GitContext } from './index.js';

export interface ObjectInfo {
  sha: string;
  type: string;
}

/** Resolves each name (`abc123`, `abc123^{commit}`, `abc123:src/x.ts`); null when missing. */
export async function lookupObjects(ctx: GitContext, names: readonly string[]): Promise<Map<string, ObjectInfo | null>> {
  const result = new Map<string, ObjectInfo | null>();
  // A name with a newline cannot be sent line by line; it resolves to nothing.
  const sendable = [...new Set(names)].filter((n) => !n.includes('\n'));
  for (const n of names) result.set(n, null);
  if (sendable.length === 0) return result;
  let buffered = '';
  const answers: string[] = [];
  await streamGit(['cat-file', '--batch-check=%(objectname) %(objecttype)'], { ...ctx, input: `${sendable.join('\n')}\n` }, (chunk) => {
    buffered += chunk.toString('utf8');
    let nl = buffered.indexOf('\n');
    while (nl >= 0) {
      answers.push(buffered.slice(0, nl));
      buffered = buffered.slice(nl + 1);
      nl = buffered.indexOf('\n');
    }
  });
  sendable.forEach((name, i) => {
    const answer = answers[i] ?? '';
    const match = /^([0-9a-f]{40,64}) (\w+)$/.exec(answer);
    result.set(name, match ? { sha: match[1]!, type: match[2]! } : null);
  });
  return result;
}

/** Reads blobs by id. Binary blobs (with a NUL byte in the first 8000) come back as null. */
export async function readBlobs(ctx: GitContext, shas: Iterable<string>): Promise<Map<string, string | null>> {
  const wanted = [...new Set(shas)];
  const out = new Map<string, string | null>();
  if (wanted.length === 0) return out;
  let buffer: Buffer = Buffer.alloc(0);
  let index = 0;
  let need: { sha: string; size: number } | null = null;
  await streamGit(['cat-file', '--batch'], { ...ctx, input: `${wanted.join('\n')}\n` }, (chunk) => {
    buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
    while (true) {
      if (!need) {
        const nl = buffer.indexOf(10);
        if (nl < 0) return;
        const header = buffer.toString('utf8', 0, nl);
        buffer = buffer.subarray(nl + 1);
        const sha = wanted[index++]!;
        const match = /^[0-9a-f]+ (\w+) (\d+)$/.exec(header);
        if (!match) {
          out.set(sha, null); // missing
          continue;
        }
        need = { sha, size: Number(match[2]) };
      }
      if (buffer.length < need.size + 1) return;
      const body = buffer.subarray(0, need.size);
      const probe = body.subarray(0, 8000);
      out.set(need.sha, probe.includes(0) ? null : body.toString('utf8'));
      buffer = buffer.subarray(need.size + 1);
      need = null;
    }
  });
  return out;
}
