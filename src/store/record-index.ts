// Where each record of a store file sits: its id, byte offset, length and line.
// A hook checks the few discoveries its commits touched; finding their lines in
// a 10,000-record store (reading 5 MB and scanning it, see
// DiscoveryStore.partial) costs ~15 ms, reading them at known offsets nothing.
//
// The index is a text file in the hook's state folder, one `id<TAB>offset<TAB>
// length<TAB>line` a record (every line whose record has that id: duplicates
// too), made from a full parse of the store. It holds while the store's size,
// time and inode are those it was made from; a store written less than two
// seconds before is not indexed (it may change again within its timestamp's
// resolution, as in store-shape.ts). Any doubt (no index, a stale one, an id it
// does not list, a line that is not the record it names) and the reader reads
// the store the usual way: the index only ever saves time.

import { closeSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import { writeFileAtomic } from './atomic.js';
import { parseLine, type JsonlLine } from './jsonl.js';

const HEADER = 'discovery-curator record index v1';
const SETTLED_MS = 2000;

function stampOf(storeFile: string): { stamp: string; mtimeMs: number } | null {
  try {
    const stat = statSync(storeFile);
    return { stamp: `${stat.size} ${stat.mtimeMs} ${stat.ino}`, mtimeMs: stat.mtimeMs };
  } catch {
    return null;
  }
}

/** Reads some records of a store file without the whole file; null when it cannot say (then the file is read). */
export type RecordReader = (storeFile: string, ids: ReadonlySet<string>) => JsonlLine[] | null;

/**
 * The lines holding these ids' records, in file order, read at the offsets the
 * index gives; null when the index cannot say for every id.
 */
export function readIndexedRecords(storeFile: string, indexFile: string, ids: ReadonlySet<string>): JsonlLine[] | null {
  let text: string;
  try {
    text = readFileSync(indexFile, 'utf8');
  } catch {
    return null;
  }
  const now = stampOf(storeFile);
  if (!now || !text.startsWith(`${HEADER}\n${now.stamp}\n`)) return null;
  const wanted: Array<{ id: string; offset: number; length: number; lineNo: number }> = [];
  for (const id of ids) {
    const before = wanted.length;
    const key = `\n${id}\t`;
    for (let at = text.indexOf(key); at >= 0; at = text.indexOf(key, at + 1)) {
      const end = text.indexOf('\n', at + 1);
      const [offset, length, lineNo] = text.slice(at + key.length, end < 0 ? undefined : end).split('\t').map(Number);
      if (!Number.isSafeInteger(offset) || !Number.isSafeInteger(length) || !Number.isSafeInteger(lineNo)) return null;
      wanted.push({ id, offset: offset!, length: length!, lineNo: lineNo! });
    }
    if (wanted.length === before) return null;
  }
  wanted.sort((a, b) => a.offset - b.offset);
  let fd: number;
  try {
    fd = openSync(storeFile, 'r');
  } catch {
    return null;
  }
  try {
    const lines: JsonlLine[] = [];
    for (const w of wanted) {
      const bytes = Buffer.alloc(w.length);
      if (readSync(fd, bytes, 0, w.length, w.offset) !== w.length) return null;
      const line = parseLine(bytes.toString('utf8'), w.lineNo);
      if (line.value?.id !== w.id) return null;
      lines.push(line);
    }
    return lines;
  } finally {
    closeSync(fd);
  }
}

/** Indexes the store as it is now; false (and nothing written) when it was written too recently or cannot be read. */
export function writeRecordIndex(storeFile: string, indexFile: string, now = Date.now()): boolean {
  const before = stampOf(storeFile);
  if (!before || now - before.mtimeMs < SETTLED_MS) return false;
  let bytes: Buffer;
  try {
    bytes = readFileSync(storeFile);
  } catch {
    return false;
  }
  const out = [HEADER, before.stamp];
  let lineNo = 0;
  for (let at = 0; at < bytes.length; ) {
    let end = bytes.indexOf(0x0a, at);
    if (end < 0) end = bytes.length;
    lineNo++;
    const stop = end > at && bytes[end - 1] === 0x0d ? end - 1 : end;
    const id = parseLine(bytes.toString('utf8', at, stop), lineNo).value?.id;
    // An id the format cannot hold is not listed: looking it up finds nothing, and the store is read.
    if (typeof id === 'string' && id !== '' && !/[\t\n\r]/.test(id)) out.push(`${id}\t${at}\t${stop - at}\t${lineNo}`);
    at = end + 1;
  }
  // Changed while read: its next reader indexes it.
  if (stampOf(storeFile)?.stamp !== before.stamp) return false;
  try {
    writeFileAtomic(indexFile, `${out.join('\n')}\n`, { durable: false });
    return true;
  } catch {
    return false;
  }
}
