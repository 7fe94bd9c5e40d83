// Store lines that trip up a reader that looks for ids in the raw bytes: an id that starts like
// another, a task record, an escaped id, a duplicate id. Reading part of a store (by id or through
// the record index) must find in them exactly what reading it all finds.

export const record = (id: string, content: string, extra = '') =>
  `{"id":${JSON.stringify(id)},"type":"discovery","status":"active","content":${JSON.stringify(content)}${extra},"metadata":{}}`;

export const TRICKY_STORE_LINES = [
  record('disc-001', 'one – über'),
  '',
  record('disc-0010', 'not disc-001, although its id starts alike'),
  '{"id":"task-1","type":"task","status":"open"}',
  record('disc-002', 'twö', ',"supersededBy":"disc-001"'),
  // An id written with an escape (\u002d is "-").
  '{"id":"disc\\u002d003","type":"discovery","status":"active","content":"three","metadata":{}}',
  record('disc-004', 'four'),
  record('disc-004', 'four again'),
];
