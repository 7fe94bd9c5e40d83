import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  GitError,
  findRepoRoot,
  git,
  headCommit,
  runGit
} from "./chunk-HJ2DZQB2.js";
import "./chunk-PLPO5PBA.js";
export {
  GitError,
  findRepoRoot,
  git,
  headCommit,
  runGit
};
