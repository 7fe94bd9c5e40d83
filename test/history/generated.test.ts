import { afterAll, describe, expect, it } from 'vitest';
import { makeRepo, removeRepos, type TestRepo } from '../support/git-repo.js';
import { generatedPatterns, readGeneratedPatterns } from '../../src/history/generated.js';
import { chainFromWalk, readChain, startLog } from '../../src/history/index.js';
import { check, learning, move } from '../outdated/support.js';

afterAll(removeRepos);

/** A build's output: a large file of which each build changes a few lines (what hashed bundles are). */
const bundle = (build: number) => Array.from({ length: 400 }, (_, i) => (i % 50 === 0 ? `var build${build}_${i} = ${build};` : `function helper${i}(a, b) { return a * ${i} + b; }`)).join('\n') + '\n';
const POOL = Array.from({ length: 30 }, (_, i) => `export const setting${i} = ${i};`).join('\n') + '\n';
const GENERATED = '/dist/** linguist-generated\n';

/** A history where each build deletes its hashed bundle and adds the next one, and a source file moves with edits. */
function buildHistory(repo: TestRepo) {
  repo.write('.gitattributes', GENERATED).write('src/pool.ts', POOL).write('dist/chunk-AAAA1111.js', bundle(1)).write('.axiom/cases.jsonl', '');
  const anchor = repo.commit('start');
  repo.remove('dist/chunk-AAAA1111.js').write('dist/chunk-BBBB2222.js', bundle(2));
  const rebuild = repo.commit('Rebuild dist');
  move(repo, 'src/pool.ts', 'src/db/pool.ts');
  repo.write('src/db/pool.ts', POOL.replace('setting3 = 3', 'setting3 = 30') + 'export const added = true;\n');
  const moved = repo.commit('move the pool, with edits');
  repo.remove('dist/chunk-BBBB2222.js').write('dist/chunk-CCCC3333.js', bundle(3));
  repo.commit('Rebuild dist');
  return { anchor, rebuild, moved };
}

describe('generated files in the history walk', () => {
  it('reads the patterns of files marked linguist-generated as glob pathspecs, not the store views discoveries init marks', () => {
    expect(generatedPatterns('/dist/** linguist-generated\n')).toEqual(['dist/**']);
    expect(generatedPatterns('lib/*.js -diff linguist-generated=true\r\n*.min.js linguist-generated\n')).toEqual(['lib/*.js', '**/*.min.js']);
    const init = ['/.axiom/cases.jsonl merge=discoveries-cases', '/.axiom/discoveries.md merge=discoveries-view linguist-generated', '/.axiom/agents/*/discoveries.md merge=discoveries-view linguist-generated'];
    expect(generatedPatterns(init.join('\n'))).toBeNull();
    expect(generatedPatterns(`${init.join('\n')}\n# dist/** linguist-generated\nbuild/ linguist-generated\n*.js text\n`)).toBeNull();
    // An unset mark makes which files are generated depend on the lines' order: nothing is taken apart.
    expect(generatedPatterns('dist/** linguist-generated\ndist/keep.js -linguist-generated\n')).toBeNull();
    expect(generatedPatterns('dist/** linguist-generated\nbuild/** linguist-generated=false\n')).toBeNull();
  });

  it('reads the marks from the .gitattributes at the top of the work tree', () => {
    const repo = makeRepo();
    expect(readGeneratedPatterns(repo.dir)).toBeNull();
    repo.write('.gitattributes', GENERATED);
    expect(readGeneratedPatterns(repo.dir)).toEqual(['dist/**']);
  });

  it('reports a hashed bundle replaced by a rebuild as deleted, not renamed, while a source file moved with edits is still renamed', async () => {
    const repo = makeRepo();
    const { anchor, moved } = buildHistory(repo);
    const bundled = learning('The worker is bundled into `dist/chunk-AAAA1111.js`', { anchorCommit: anchor });
    const source = learning('Pool settings are in `src/pool.ts`', { anchorCommit: anchor });
    const marked = await check(repo, [bundled, source]);
    expect(marked.kinds(bundled.id)).toEqual(['deleted']);
    expect(marked.kinds(source.id)[0]).toBe('renamed');
    expect(marked.change(source.id)!.rewrite!.content).toBe('Pool settings are in `src/db/pool.ts`');
    expect(marked.change(source.id)!.evidence[0]!.commits.map((c) => c.sha)).toEqual([moved]);
    // Unmarked, git's rename detection pairs the two builds' bundles: that pairing is what the mark skips.
    repo.write('.gitattributes', '');
    const unmarked = await check(repo, [bundled, source]);
    expect(unmarked.kinds(bundled.id)[0]).toBe('renamed');
    expect(unmarked.change(source.id)!.rewrite!.content).toBe('Pool settings are in `src/db/pool.ts`');
  });

  it('still finds a discovery validated at a commit that changed only generated files, over the whole history and in a range', async () => {
    const repo = makeRepo();
    const { anchor, rebuild, moved } = buildHistory(repo);
    const d = learning('Pool settings are in `src/pool.ts`', { anchorCommit: rebuild });
    const whole = await check(repo, [d]);
    expect(whole.result.since.get(d.key)!.commit).toBe(rebuild);
    expect(whole.result.checked.commits).toBe(2);
    expect(whole.change(d.id)!.evidence[0]!.commits.map((c) => c.sha)).toEqual([moved]);
    const ranged = await check(repo, [d], { range: `${anchor}..HEAD` });
    expect(ranged.result.since.get(d.key)!.commit).toBe(rebuild);
    expect(ranged.change(d.id)!.evidence[0]!.commits.map((c) => c.sha)).toEqual([moved]);
  });

  it('walks every commit of the chain, generated files with exact renames only, in two git processes', async () => {
    const repo = makeRepo();
    buildHistory(repo);
    move(repo, 'dist/chunk-CCCC3333.js', 'dist/app/chunk-CCCC3333.js');
    repo.commit('move the bundle unchanged');
    // A merge that brought only a generated file into the mainline, and one that brought only a source file.
    repo.git('checkout', '-q', '-b', 'side');
    repo.write('dist/side.js', bundle(4));
    repo.commit('side build');
    repo.git('checkout', '-q', '-');
    repo.git('merge', '-q', '--no-ff', '-m', 'merge the side build', 'side');
    repo.git('checkout', '-q', '-b', 'side2');
    repo.write('src/side.ts', POOL);
    repo.commit('side source');
    repo.git('checkout', '-q', '-');
    repo.git('merge', '-q', '--no-ff', '-m', 'merge the side source', 'side2');
    // A pattern without a slash marks a name in any folder, the top included.
    repo.write('web/app.min.js', bundle(5)).write('top.min.js', bundle(5));
    repo.commit('minified');
    repo.remove('web/app.min.js').remove('top.min.js').write('web/app2.min.js', bundle(6)).write('top2.min.js', bundle(6));
    repo.commit('minified again');
    const ctx = { cwd: repo.dir, env: repo.env };
    const raw = await startLog(ctx, repo.head(), { chain: true, generated: ['dist/**', '**/*.min.js'] }).done;
    const chain = await readChain(ctx, 'HEAD');
    expect(chainFromWalk(raw, chain.end).shas).toEqual(chain.shas);
    const statuses = (path: string) => raw.events.get(path)!.map((e) => e.status);
    // Newest first.
    expect(statuses('dist/chunk-BBBB2222.js')).toEqual(['D', 'A']);
    expect(statuses('dist/chunk-CCCC3333.js')).toEqual(['R-from', 'A']);
    expect(statuses('dist/app/chunk-CCCC3333.js')).toEqual(['R-to']);
    expect(statuses('src/pool.ts')).toEqual(['R-from', 'A']);
    expect(statuses('src/db/pool.ts')).toEqual(['R-to']);
    expect(raw.events.get('dist/side.js')!.map((e) => raw.shas[e.pos])).toEqual([repo.git('rev-parse', 'HEAD~3')]);
    expect(raw.events.get('src/side.ts')!.map((e) => raw.shas[e.pos])).toEqual([repo.git('rev-parse', 'HEAD~2')]);
    expect(statuses('web/app.min.js')).toEqual(['D', 'A']);
    expect(statuses('top.min.js')).toEqual(['D', 'A']);
  });

  it("walks the same with the caller's GIT_LITERAL_PATHSPECS set, which would make git read the walk's pathspecs as file names", async () => {
    const repo = makeRepo();
    buildHistory(repo);
    const ctx = { cwd: repo.dir, env: { ...repo.env, GIT_LITERAL_PATHSPECS: '1', GIT_ICASE_PATHSPECS: '1' } };
    const raw = await startLog(ctx, repo.head(), { chain: true, generated: ['dist/**'] }).done;
    expect(raw.events.get('src/db/pool.ts')!.map((e) => e.status)).toEqual(['R-to']);
    expect(raw.events.get('dist/chunk-BBBB2222.js')!.map((e) => e.status)).toEqual(['D', 'A']);
  });

  it("leaves out a discovery's own commit when it wrote the record and changed a generated file", async () => {
    const repo = makeRepo();
    repo.write('.gitattributes', GENERATED).write('dist/app.js', bundle(1)).write('.axiom/cases.jsonl', '');
    const anchor = repo.commit('start');
    repo.write('dist/app.js', bundle(2)).write('.axiom/cases.jsonl', `${JSON.stringify({ id: 'disc-001', type: 'discovery', status: 'active', content: 'x' })}\n`);
    repo.commit('rebuild, and note it');
    const d = learning('The app is bundled into `dist/app.js`', { id: 'disc-001', anchorCommit: anchor, line: 1 });
    expect((await check(repo, [d])).result.evidence.size).toBe(0);
    repo.write('dist/app.js', bundle(3));
    const later = repo.commit('rebuild again');
    expect((await check(repo, [d])).change(d.id)!.evidence[0]!.commits.map((c) => c.sha)).toEqual([later]);
  });
});
