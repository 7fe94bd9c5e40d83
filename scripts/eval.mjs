#!/usr/bin/env node
// `npm run eval [file…] [--errors] [--json]`: scores the contradiction rules
// (and the seed's literal algorithm, as a baseline) on labelled JSONL pairs.
import { runTs } from './run-ts.mjs';

process.exit(await runTs('bench/eval-contradictions.ts', process.argv.slice(2)));
