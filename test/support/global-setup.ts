// Builds the CLI and the Action once, exactly as dist/ is built, into .test-build/
// so tests that spawn `discoveries` or the Action run the current sources.
import { join } from 'node:path';
// @ts-expect-error plain ESM build script without types
import { buildAction, buildCli, root } from '../../scripts/build-config.mjs';

export default async function setup(): Promise<void> {
  await Promise.all([buildCli(join(root as string, '.test-build', 'cli')), buildAction(join(root as string, '.test-build', 'index.js'))]);
}
