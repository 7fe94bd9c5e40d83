// The GitHub Action entry: a thin adapter over the core review plan (issue 6 builds it out).
import * as core from '@actions/core';

core.info('discovery-curator: the Action is not implemented yet.');
