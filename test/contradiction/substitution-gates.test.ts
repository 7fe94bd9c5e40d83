import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

// The gates loosened in subst-47: each case below conflicts only because of one loosening, and each near miss
// must stay apart although it passes the same gate.
const compare = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('alternatives: a tool’s traces are not parts of the project', () => {
  it('reads a command the new tool runs, its files named by a word of its name, and dotted names written as one as the tool', () => {
    expect(compare('Docs CI runs on Jenkins.', 'Docs CI is Buildkite now (`.buildkite/pipeline.yml`).')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('CI runs on Travis.', 'CI is GitHub Actions now (`.github/workflows/`).')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('The Erlang release is built with rebar3.', 'Releases are built with erlang.mk now (`make rel`).')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('JSON encoding in the F# API uses Newtonsoft.Json.', 'The F# API serializes with `System.Text.Json` + `FSharp.SystemTextJson`.')).toMatchObject({ contradicts: true, kind: 'substitution' });
  });

  it('still tells two parts apart', () => {
    expect(compare('The Android app reports crashes to Bugsnag.', 'The iOS app reports crashes to Sentry (`sentry-cocoa`).').contradicts).toBe(false);
    expect(compare('Docs CI runs on Jenkins.', 'Docs previews run on Netlify (`netlify.toml`); Jenkins still builds the docs.').contradicts).toBe(false);
  });
});

describe('alternatives: a text naming no place speaks of the whole project', () => {
  it('does not ask the other side for the file that does the job', () => {
    expect(compare('`app/auth/passwords.py` hashes passwords with bcrypt.', 'Password hashing uses argon2id (`argon2-cffi`).')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('`billing/hash.py` hashes API keys with scrypt.', 'API key hashing uses bcrypt.')).toMatchObject({ contradicts: true, kind: 'substitution' });
  });

  it('sets aside only the file: what it does must still be the other side’s', () => {
    expect(compare('`billing/hash.py` hashes API keys with scrypt.', 'Session tokens are hashed with bcrypt.').contradicts).toBe(false);
    expect(compare('`services/search/indexer.go` caches lookups with ristretto.', '`services/geo/` caches tiles with bigcache.').contradicts).toBe(false);
  });
});

describe('alternatives: an old tool left with a smaller job is retired from the role', () => {
  it('reads "X only does Y" in the newer as X leaving the role', () => {
    expect(compare('Outbound mail for newsletters is relayed by Postfix.', 'Outbound mail for newsletters is relayed by Exim; Postfix only handles the helpdesk inbox.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('Zone transfers are served by BIND.', 'Zone transfers are served by Knot DNS now, BIND only resolves for the office LAN.')).toMatchObject({ contradicts: true, kind: 'substitution' });
  });

  it('leaves an old tool still doing the job, and a new one only for a part, alone', () => {
    expect(compare('Outbound mail for newsletters is relayed by Postfix.', 'Helpdesk mail is relayed by Exim, and Postfix also keeps relaying newsletters.').contradicts).toBe(false);
    expect(compare('Email templates are rendered with Handlebars.', 'Only the admin emails are rendered with Nunjucks; customer emails still use Handlebars.').contradicts).toBe(false);
  });
});

describe('relocation: one place in a clause, one item of a list, one file under its own name', () => {
  it('reads a place named without a location verb, a listed subject, and a file in another format or split into a folder', () => {
    expect(compare('The entry script is `bin/start.sh`.', 'Entry script moved to `scripts/boot.sh`.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('`lib/strings.rb` has the `slugify` helper.', '`slugify` and the other string helpers moved to `lib/text/slug.rb`.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('The pricing rules live in `rules/pricing.yaml`.', 'Pricing rules moved to `rules/pricing.json`.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('Config lives in `config/settings.ini`.', 'Settings were migrated to `config/settings.toml`; the .ini file is gone.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('Logging settings are read from `conf/logging.ini`.', 'Logging settings were split and moved to `conf/logging/base.ini` and `conf/logging/prod.ini`.')).toMatchObject({ contradicts: true, kind: 'substitution' });
  });

  it('leaves another thing moved, and two subjects each qualified its own way, alone', () => {
    expect(compare('The tax tables live in `data/tax.csv`.', 'Shipping rates moved to `data/shipping.csv`.').contradicts).toBe(false);
    expect(compare('The worker entrypoint is `worker/main.py`.', 'The API entrypoint moved to `api/app.py`.').contradicts).toBe(false);
    expect(compare('`lib/strings.rb` has the `slugify` helper.', '`titleize` moved to `lib/text/case.rb`.').contradicts).toBe(false);
  });
});

describe('substitution: a key named with how it is written', () => {
  it('reads an assignment, a plugin file and a URI scheme as the key they name', () => {
    expect(compare('`READ_ONLY=1` puts the store into maintenance mode.', 'The `READ_ONLY` switch was removed; maintenance mode is toggled in the admin UI.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('File explorer in the Neovim config is `nvim-tree.lua`.', '`nvim-tree` was swapped for `oil.nvim`.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('Terraform state lives in `s3://acme-tfstate/prod`.', 'Prod state was migrated to Terraform Cloud; the S3 backend block is gone.')).toMatchObject({ contradicts: true, kind: 'substitution' });
  });

  it('leaves another key alone', () => {
    expect(compare('`DEBUG_SQL=1` prints every query.', '`DEBUG_HTTP` was removed.').contradicts).toBe(false);
  });
});

describe('substitution: one file ported to another language is one place', () => {
  it('reads `signal.js` and `signal.ts` in one folder as the same part', () => {
    expect(compare('WebRTC signaling runs over Socket.IO (`server/signal.js`).', 'Signaling uses a plain `ws` server in `server/signal.ts`, not Socket.IO.')).toMatchObject({ contradicts: true, kind: 'substitution' });
  });

  it('keeps files of one name in two folders apart', () => {
    expect(compare('WebRTC signaling runs over Socket.IO (`server/signal.js`).', 'Signaling uses a plain `ws` server in `edge/signal.ts`, not Socket.IO.').contradicts).toBe(false);
  });
});

describe('substitution: "Y replaced X in Z"', () => {
  it('denies X, not the place where it happened', () => {
    expect(compare('Lua formatting in CI runs `lua-format`.', 'StyLua replaced lua-format in `.github/workflows/lint.yml`.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('Spell checking in CI runs `codespell`.', 'typos replaced codespell in `.github/workflows/docs.yml`.')).toMatchObject({ contradicts: true, kind: 'substitution' });
  });

  it('keeps a described thing with its place', () => {
    expect(compare('Image resizing uses sharp.', 'Squoosh replaced the old resize script in `tools/images/`; sharp still does the thumbnails.').contradicts).toBe(false);
  });
});

describe('substitution: removals that are what a system does to its data', () => {
  it('reads "are pulled from" as fetched, and items removed from the place they are named for as moved', () => {
    expect(compare('Container images are pulled from the internal Harbor registry on every deploy.', 'Deploys read images from Harbor; the pull secret lives in `deploy/registry.yaml`.').contradicts).toBe(false);
    expect(compare('Old Slack messages are deleted from Slack after the archiver copies them to BigQuery.', 'Once a message is in BigQuery, the archiver removes it from Slack.').contradicts).toBe(false);
  });

  it('still reads a package pulled from a registry, a tool removed, and a place moved from as gone', () => {
    expect(compare("The CLI's formatter pads strings with the `left-pad` package.", '`left-pad` was pulled from npm, so the CLI\'s formatter now pads strings itself.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('Team notifications are posted to Slack.', 'Slack was removed from the stack; team notifications go to Microsoft Teams.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('Secrets are pulled from Vault at process start.', 'Secrets moved from Vault to AWS Secrets Manager, synced in by External Secrets Operator.')).toMatchObject({ contradicts: true, kind: 'substitution' });
  });
});

describe('substitution: a path in code is that path', () => {
  it('does not read a common word spelled like a ruled-out folder as the folder', () => {
    expect(compare('Upload artifacts with `aws s3 cp --bucket builds`, not the `release/` bucket.', 'Release artifacts live in the `builds/` bucket.').contradicts).toBe(false);
  });

  it('still finds the folder itself relied on', () => {
    expect(compare('Release artifacts are uploaded to the `release/` bucket.', 'Upload artifacts with `aws s3 cp --bucket builds`, not the `release/` bucket.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('Build outputs go to the `dist/` folder.', 'Build outputs now go to `build/`, not `dist/`.')).toMatchObject({ contradicts: true, kind: 'substitution' });
  });
});

describe('a word ruled out is not a part of a compound name', () => {
  it('leaves alone a name whose first word only begins with the ruled-out word (`QueueClient.poll`, `WorkerPool.run`)', () => {
    expect(compare('Orders are synced by polling the partner API instead of a separate queue.', 'QueueClient.poll in `sync/orders.py` fetches the partner orders every minute.').contradicts).toBe(false);
    expect(compare('Images are resized with sharp instead of a separate worker.', 'The `WorkerPool.run` helper in `media/resize.ts` resizes images on upload.').contradicts).toBe(false);
  });

  it('still reads a name whose first word is the ruled-out word (`queue.publish`, `worker.resize`)', () => {
    expect(compare('Orders are synced by polling the partner API instead of a queue.', 'The `queue.publish` call in `sync/orders.py` sends partner orders as they arrive.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('Images are resized with sharp instead of a worker.', 'Images are resized by the `worker.resize` job in `media/resize.ts`.')).toMatchObject({ contradicts: true, kind: 'substitution' });
  });
});
