// Builds the CLI once, exactly as dist/ is built, into .test-build/ so tests that
// spawn `discoveries` run the current sources.
import { join } from 'node:path';
// @ts-expect-error plain ESM build script without types
import { buildCli, root } from '../../scripts/build-config.mjs';

export default async function setup(): Promise<void> {
  await buildCli(join(root as string, '.test-build', 'cli'));
}
