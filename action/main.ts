// The GitHub Action entry (bundled to dist/index.js). Any error ends the step
// with one line saying what to change; the stack only with ACTIONS_STEP_DEBUG.
import * as core from '@actions/core';
import { run } from './run.js';

try {
  await run(process.env);
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof Error && error.stack && error.name !== 'ActionError' && error.name !== 'ReadOnlyTokenError') core.debug(error.stack);
  core.setFailed(message);
}
