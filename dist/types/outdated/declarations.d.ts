import { type AnchorTerm } from '../anchors/identifiers.js';
import type { CodeSyntax } from './syntax.js';
/**
 * What a source file's statement says loosely: the arguments of each call of the term left out but for
 * the words and numbers the learning says (`retry(3)` and "retries 3 times": the 3 stays, so `retry(5)`
 * differs), and the inert modifiers before each declaration of it. Per anchor (as `tokenize` lists them): whether its own call's arguments were left
 * out, and the modifiers left out before it.
 */
export declare function loosening(tokens: readonly string[], anchors: readonly number[], speaksOf: (word: string) => boolean, braceFollows: boolean, commands: (() => boolean) | null): {
    drop: Uint8Array;
    calls: boolean[];
    modifiers: string[][];
};
/**
 * Where the declaration of the term as a function on the line at `start` of `text` ends: the end of the line where
 * its parameter list closes (several lines below for a list written one parameter a line), or -1 when the line does
 * not declare it. A declaration is the term with parameters it is not called with (`function foo(a) {`, `def foo(a):`,
 * `  load(path): string {`, `pub fn foo(x: u8) -> u8 {`, GNU C's `foo (int a)` with its `{` below), after a word that
 * declares a function (`def call`), or given a function as its value (`const foo = (a) => {`, `foo = function (a) {`,
 * `foo: async (a) => {`).
 */
export declare function declarationEnd(text: string, start: number, term: AnchorTerm, code: CodeSyntax): number;
