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
 * Whether a shell script (or, `ruby`, a Ruby file) declares the name as a function (`deploy() {`, `function deploy`,
 * `def deploy`): then a call of it without parentheses (`deploy --all`, `notify user, "hi"`) passes arguments as any
 * call does. A command it does not declare (`rm -rf build`, `has_many :posts`) is what its arguments make it.
 */
export declare function declaresCommand(text: string, needle: string, ruby: boolean): boolean;
/** Whether a token is a word or number the learning says (a string's words read one by one). */
export declare function spoken(token: string, speaksOf: (word: string) => boolean): boolean;
/**
 * Where the declaration of the term as a function on the line at `start` of `text` ends: the end of the line where
 * its parameter list closes (several lines below for a list written one parameter a line), or -1 when the line does
 * not declare it. A declaration is the term with parameters it is not called with (`function foo(a) {`, `def foo(a):`,
 * `  load(path): string {`, `pub fn foo(x: u8) -> u8 {`, GNU C's `foo (int a)` with its `{` below), after a word that
 * declares a function (`def call`), or given a function as its value (`const foo = (a) => {`, `foo = function (a) {`,
 * `foo: async (a) => {`).
 */
export declare function declarationEnd(text: string, start: number, term: AnchorTerm, code: CodeSyntax): number;
/**
 * The cheap test before declarationEnd: a line declaring a function holds a parameter list's `(`, an arrow, the word
 * `function` or a declaring word without parentheses (`def call`); one declaring a type, a word that declares one
 * before the name (`class RetryPolicy`) or Rust's `impl`.
 */
export declare const mayDeclare: (raw: string, needle: string) => boolean;
/** A declaration of a function in one version of a file: where its line starts, and where its parameters end (declarationEnd). */
export interface FunctionDeclaration {
    start: number;
    end: number;
}
/**
 * The declaration of the term as a function on the line at `start` of `before`, and the one in its place in `after`:
 * the term's declarations in both versions matched in order, among those whose line `sameLine` accepts when given (an
 * unchanged declaration is matched among the lines written as it is). Null when the line declares no function, or the
 * two versions declare it a different number of times.
 */
export declare function matchDeclaration(before: string, start: number, after: string, term: AnchorTerm, code: CodeSyntax, sameLine: ((raw: string) => boolean) | null): [FunctionDeclaration, FunctionDeclaration] | null;
/**
 * Whether the declaration `now` of `after` is the declaration `old` of `before` with optional parameters added after
 * its own: every old parameter the same (layout aside), the words before its parameter list and the return type after
 * it the same, and each new one optional (`optionalParameter`). A caller's call still means what it meant, so the
 * signature says the same of the function. A removed, reordered, renamed or retyped parameter, a new required one, or
 * any other change of the declaration is a changed signature.
 */
export declare function gainedOnlyOptionalParameters(before: string, old: FunctionDeclaration, after: string, now: FunctionDeclaration, term: AnchorTerm, code: CodeSyntax): boolean;
