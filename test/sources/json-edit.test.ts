import { describe, expect, it } from 'vitest';
import { JsonEditor, JsonSyntaxError, member, type JsonObjectNode } from '../../src/sources/json-edit.js';
import { DIAGNOSIS_POINTS } from './fixtures.js';

const firstObject = (editor: JsonEditor): JsonObjectNode => {
  const root = editor.root;
  if (root.type === 'object') return root;
  if (root.type === 'array' && root.items[0]?.type === 'object') return root.items[0];
  throw new Error('no object');
};

describe('lossless JSON editing', () => {
  it('writes a file it did not change back byte for byte, Python floats and \\u escapes included', () => {
    const editor = new JsonEditor(DIAGNOSIS_POINTS);
    expect(editor.toString()).toBe(DIAGNOSIS_POINTS);
    // Setting a value to what it already is changes nothing either.
    expect(editor.set(firstObject(editor), 'priority', 6)).toBe(false);
    expect(editor.toString()).toBe(DIAGNOSIS_POINTS);
  });

  it("changes only the members set, in the file's own style (indent, \": \", ensure_ascii)", () => {
    const editor = new JsonEditor(DIAGNOSIS_POINTS);
    const point = firstObject(editor);
    editor.set(point, 'active', false);
    editor.set(point, 'conflicts_with', ['x9y8']);
    const metadata = member(point, 'metadata')!.value as JsonObjectNode;
    editor.set(metadata, 'conflict_reason', 'newer point → says otherwise');
    const out = editor.toString();
    const before = DIAGNOSIS_POINTS.split('\n');
    const after = out.split('\n');
    // Only the changed lines differ; the list opened up like Python's indent=2 would write it.
    expect(after.filter((l) => !before.includes(l))).toEqual([
      '    "conflicts_with": [',
      '      "x9y8"',
      '    ],',
      '    "active": false,',
      '      "weight": 1.0,',
      '      "conflict_reason": "newer point \\u2192 says otherwise"',
    ]);
    expect(out).toContain('"weight": 1.0');
    expect(JSON.parse(out)[0]).toMatchObject({ active: false, conflicts_with: ['x9y8'], metadata: { weight: 1, conflict_reason: 'newer point → says otherwise', trace_ids: ['trace_abc123', 'trace_def456'] } });
  });

  it('adds to an empty object and keeps compact lines compact (JSON.stringify and json.dumps styles)', () => {
    const compact = '{"id":"mem-1","content":"x","tags":[]}';
    const a = new JsonEditor(compact);
    a.set(firstObject(a), 'status', 'outdated');
    a.set(firstObject(a), 'conflicts_with', ['mem-2', 'mem-3']);
    expect(a.toString()).toBe('{"id":"mem-1","content":"x","tags":[],"status":"outdated","conflicts_with":["mem-2","mem-3"]}');

    const python = '{"id": "mem-1", "content": "caf\\u00e9", "meta": {}}';
    const b = new JsonEditor(python);
    const root = firstObject(b);
    b.set(member(root, 'meta')!.value as JsonObjectNode, 'why', 'déjà vu');
    b.set(root, 'tags', ['a', 'b']);
    expect(b.toString()).toBe('{"id": "mem-1", "content": "caf\\u00e9", "meta": {"why": "d\\u00e9j\\u00e0 vu"}, "tags": ["a", "b"]}');
  });

  it('says where JSON is broken', () => {
    expect(() => new JsonEditor('[\n  {"id": 1,}\n]')).toThrow(JsonSyntaxError);
    try {
      new JsonEditor('[\n  {"id": 1,}\n]');
    } catch (error) {
      expect((error as JsonSyntaxError).line).toBe(2);
      expect((error as JsonSyntaxError).message).toMatch(/expected a "key" at line 2 column 12/);
    }
  });
});
