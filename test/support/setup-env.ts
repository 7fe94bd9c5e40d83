// Tests may run inside a git hook (this repository dogfoods its own): git's
// per-repository variables would point every test repo at the outer one.
for (const key of ['GIT_DIR', 'GIT_INDEX_FILE', 'GIT_WORK_TREE', 'GIT_PREFIX', 'GIT_COMMON_DIR', 'GIT_OBJECT_DIRECTORY']) {
  delete process.env[key];
}
delete process.env.NO_COLOR;
delete process.env.FORCE_COLOR;
