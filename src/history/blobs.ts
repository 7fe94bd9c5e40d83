// Batched object look-ups: one `git cat-file --batch-check` for many
// `<rev>:<path>` or commit names, one `git cat-file --batch` for many blobs.

import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { spawnGit, streamGit } from '../git/exec.js';
import type { GitContext } from './index.js';
import { lastingList } from '../lists.js';

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
  await streamGit(['cat-file', '--batch-check=%(objectname) %(objecttype)', '--buffer'], { ...ctx, input: `${sendable.join('\n')}\n` }, (chunk) => {
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
  await streamGit(['cat-file', '--batch', '--buffer'], { ...ctx, input: `${wanted.join('\n')}\n` }, (chunk) => {
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

/** A blob asked for and what to do with its text. Made by `new`: thousands live until git answers (see src/lists.ts). */
class BlobRequest {
  constructor(
    readonly sha: string,
    readonly done: (text: string | null) => void,
  ) {}
}

/** Shared by several sessions: the texts read, and the reads under way, so that no blob is read twice. */
export class BlobCache {
  readonly texts = new Map<string, string | null>();
  readonly pending = new Map<string, Promise<string | null>>();
}

/**
 * One `git cat-file --batch` kept open for several rounds of reads (a round
 * depends on what the previous one found), so rounds cost no new process.
 */
export class BlobSession {
  /** Started on the first request: a check that reads no file content starts no process. */
  private process: ChildProcessWithoutNullStreams | null = null;
  /** Output not read yet: the start of an answer whose rest has not come (pieces, joined once it has). */
  private parts: Buffer[] = [];
  private partsLength = 0;
  /**
   * Requests sent, oldest first, from `answered` on (shift() is linear in a long array: 12,000 blobs in a bulk read).
   * A lastingList, new ones too: an empty literal holds small integers, and the optimised `request` that pushed into
   * one was thrown away at its first request ('not a Smi'), once per session.
   */
  private queue: Array<BlobRequest | undefined> = lastingList();
  private answered = 0;
  private need: number | null = null;
  private failure: Error | null = null;
  private readonly cache: BlobCache;
  private readonly buffered: boolean;
  private closed = false;
  private flushing = false;

  /**
   * `buffered`: for one bulk read whose requests are all sent before any answer
   * is awaited. git then writes its answers in large blocks (not three writes per
   * blob), and only finishes when `close` is called: a read that awaits an answer
   * must call it first. Otherwise the requests of one turn of the event loop are
   * sent together after it (one write for all the searches an answer moved on).
   * `cache`: shared with other sessions.
   */
  constructor(
    private readonly ctx: GitContext,
    options: { buffered?: boolean; cache?: BlobCache } = {},
  ) {
    this.buffered = options.buffered === true;
    this.cache = options.cache ?? new BlobCache();
  }

  private get child(): ChildProcessWithoutNullStreams {
    if (this.process) return this.process;
    const child = spawnGit(this.buffered ? ['cat-file', '--batch', '--buffer'] : ['cat-file', '--batch'], this.ctx);
    this.process = child;
    child.stdout.on('data', (chunk: Buffer) => this.onData(chunk));
    child.stderr.resume();
    child.stdin.on('error', () => {});
    const fail = (error: Error) => {
      this.failure = error;
      while (this.answered < this.queue.length) this.next().done(null);
    };
    child.on('error', fail);
    child.on('close', () => fail(new Error('git cat-file exited')));
    return child;
  }

  /** A lastingList, as `queue` is (an empty literal made `request` be compiled again). */
  private unsent: string[] = lastingList();

  /** Asks for one blob (null: binary or missing); git starts on it while the caller goes on. */
  request(sha: string): Promise<string | null> {
    const { texts, pending } = this.cache;
    // Looked up at every request (a text is never undefined): a version read already came after V8 had optimised the
    // prefetch, which it threw away for a look-up it had never seen made.
    const known = texts.get(sha);
    if (known !== undefined) return Promise.resolve(known);
    let promise = pending.get(sha);
    if (promise) return promise;
    if (this.failure) return Promise.reject(this.failure);
    if (this.closed) return Promise.reject(new Error('blob session closed'));
    promise = new Promise<string | null>((resolve, reject) =>
      this.queue.push(
        new BlobRequest(sha, (text) => {
          pending.delete(sha);
          if (text === null && this.failure) return reject(this.failure);
          texts.set(sha, text);
          resolve(text);
        }),
      ),
    );
    promise.catch(() => {}); // a caller that stopped awaiting (after a failure) must not crash the process
    pending.set(sha, promise);
    this.unsent.push(sha);
    if (this.unsent.length >= 512) this.flush();
    else if (!this.buffered && !this.flushing) {
      this.flushing = true;
      setImmediate(() => {
        this.flushing = false;
        this.flush();
      });
    }
    return promise;
  }

  /** Sends the requests not sent yet. */
  flush(): void {
    if (this.unsent.length === 0) return;
    this.child.stdin.write(`${this.unsent.join('\n')}\n`);
    this.unsent = lastingList();
  }

  /** Sends what is left and lets git finish (a buffered session's last answers come then). */
  close(): void {
    if (this.closed) return;
    this.flush();
    this.closed = true;
    this.process?.stdin.end();
  }

  private onData(chunk: Buffer): void {
    // A large file comes in many pieces: they are kept until the whole of it is in and joined once
    // (joined as each came, a 5 MB file's 80 pieces copied 200 MB).
    if (this.need !== null && this.partsLength + chunk.length < this.need + 1) {
      this.parts.push(chunk);
      this.partsLength += chunk.length;
      return;
    }
    const buffer = this.parts.length === 0 ? chunk : Buffer.concat([...this.parts, chunk], this.partsLength + chunk.length);
    // Read by offset: a bulk read's chunk holds a hundred blobs, and a view of each piece cost more than its text.
    let at = 0;
    while (this.answered < this.queue.length) {
      if (this.need === null) {
        const nl = buffer.indexOf(10, at);
        if (nl < 0) break;
        const header = buffer.toString('utf8', at, nl);
        at = nl + 1;
        const match = /^[0-9a-f]+ \w+ (\d+)$/.exec(header);
        if (!match) {
          this.next().done(null); // missing
          continue;
        }
        this.need = Number(match[1]);
      }
      if (buffer.length - at < this.need + 1) break;
      const end = at + this.need;
      const binary = buffer.subarray(at, Math.min(end, at + 8000)).includes(0);
      const text = binary ? null : buffer.toString('utf8', at, end);
      at = end + 1;
      this.need = null;
      this.next().done(text);
    }
    const rest = at === 0 ? buffer : buffer.subarray(at);
    this.parts = rest.length === 0 ? [] : [rest];
    this.partsLength = rest.length;
  }

  /** The oldest request not answered yet (there is one). */
  private next(): BlobRequest {
    const request = this.queue[this.answered]!;
    this.queue[this.answered++] = undefined;
    if (this.answered === this.queue.length) {
      this.queue = lastingList();
      this.answered = 0;
    }
    return request;
  }
}
