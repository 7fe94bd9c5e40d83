import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const contradicts = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('compareDiscoveries: a boolean setting read as a state', () => {
  it('reads a camelCase switch against prose that names its subject in another word form', () => {
    const r = contradicts('Minification is enabled for release builds.', '`isMinifyEnabled = false` for release builds.');
    expect(r.contradicts).toBe(true);
    expect(r.triggers.newer).toContain('isMinifyEnabled = false');
  });

  it('reads a JSON key in quotes, a Kconfig `=n`, a 0 on a feature flag and a `disable_` prefix', () => {
    for (const [older, newer] of [
      ['Source maps are enabled in tsconfig.json.', '`"sourceMap": false` in tsconfig.json now.'],
      ['USB support is enabled in the kernel config.', '`CONFIG_USB=n` in the kernel config.'],
      ['The search feature is enabled in production.', '`FEATURE_SEARCH=0` in production.'],
      ['Telemetry is on.', '`DISABLE_TELEMETRY=1` in .env.'],
      ['Topic auto-creation is allowed on the staging cluster.', '`auto.create.topics.enable=false` on the staging cluster.'],
    ]) {
      expect(contradicts(older!, newer!).contradicts, newer).toBe(true);
    }
  });

  it('reads an XML property named by a state word against prose using that word', () => {
    expect(contradicts('Nullable reference types are enabled in every project.', '`<Nullable>disable</Nullable>` in every project.').contradicts).toBe(true);
    expect(contradicts('Nullable reference types are enabled in every project.', '`<Nullable>enable</Nullable>` in every project.').contradicts).toBe(false);
  });

  it('agrees with prose stating the same state, whichever way the key is written', () => {
    expect(contradicts('Telemetry is on.', '`DISABLE_TELEMETRY=0` in .env.').contradicts).toBe(false);
    expect(contradicts('Minification is enabled for release builds.', '`isMinifyEnabled = true` for release builds.').contradicts).toBe(false);
  });

  it('does not read a number as "off", nor another setting of the same thing as switching it', () => {
    expect(contradicts('Retries are enabled for the webhook sender.', '`retries=0` for the webhook sender.').contradicts).toBe(false);
    expect(contradicts('`cache.enabled=false` on the API.', '`cache.ttl=300` on the API.').contradicts).toBe(false);
  });

  it('does not read prose that names a setting, without a state, as setting it', () => {
    expect(contradicts('The `isMinifyEnabled` flag controls R8 shrinking for release builds.', 'Release builds set `isMinifyEnabled = false`.').contradicts).toBe(false);
    expect(contradicts('`DISABLE_TELEMETRY` is read by the CLI at startup.', '`DISABLE_TELEMETRY=1` in .env.').contradicts).toBe(false);
    // A state in the same prose still counts.
    expect(contradicts('The `isMinifyEnabled` flag is enabled for release builds.', 'Release builds set `isMinifyEnabled = false`.').contradicts).toBe(true);
  });
});

describe('compareDiscoveries: a setting written as a declaration or a numbered mode', () => {
  it('reads `export const prerender = false` as the page not being prerendered', () => {
    const r = contradicts('The marketing pages are prerendered.', '`export const prerender = false` is set for the marketing pages.');
    expect(r.contradicts).toBe(true);
    expect(r.triggers.newer).toContain('export const prerender = false');
    expect(contradicts('The blog pages are prerendered.', '`let prerender = false` for the blog pages.').contradicts).toBe(true);
  });

  it('reads mode 0 under a path-like key as off, and leaves other modes alone', () => {
    expect(contradicts('VSync is on in the Godot project.', 'project.godot has `window/vsync/vsync_mode=0`.').contradicts).toBe(true);
    expect(contradicts('VSync is on in the Godot project.', 'project.godot has `window/vsync/vsync_mode=1`.').contradicts).toBe(false);
    expect(contradicts('VSync is off in the Godot project.', 'project.godot has `window/vsync/vsync_mode=0`.').contradicts).toBe(false);
  });

  it('agrees with the same state, and keeps another page or another scope apart', () => {
    expect(contradicts('The marketing pages are prerendered.', '`export const prerender = true` is set for the marketing pages.').contradicts).toBe(false);
    expect(contradicts('The marketing pages are prerendered.', '`export const prerender = false` is set for the admin pages.').contradicts).toBe(false);
    expect(contradicts('Debug mode is on in dev.', '`debug_mode=0` in prod.').contradicts).toBe(false);
  });

  it('reads a setting as a claim only about what its key names, not about the file it sits in', () => {
    expect(contradicts('All scripts in the Godot project are GDScript.', 'project.godot has `window/vsync/vsync_mode=0`.').contradicts).toBe(false);
    expect(contradicts('All scripts in the Godot project are GDScript.', 'project.godot has `vsync_enabled=false`.').contradicts).toBe(false);
  });
});

describe('compareDiscoveries: an instruction against a setting', () => {
  it('reads "must never run privileged" against a setting that turns privileged on, for the container it names', () => {
    const r = contradicts('The `node-agent` container must never run privileged.', 'node-agent needs `privileged: true` in its DaemonSet; always deploy it that way.');
    expect(r).toMatchObject({ contradicts: true, kind: 'modality' });
    expect(r.triggers.older).toContain('never');
  });

  it('leaves another container, and a setting that agrees, alone', () => {
    expect(contradicts('The `node-agent` container must never run privileged.', 'log-shipper needs `privileged: true` in its DaemonSet.').contradicts).toBe(false);
    expect(contradicts('The `node-agent` container must never run privileged.', 'node-agent has `privileged: false` in its DaemonSet.').contradicts).toBe(false);
  });
});

describe('true or false said in prose of a setting named in code', () => {
  it('reads "`x` is true" as the switch `x: false` turns off', () => {
    expect(compareDiscoveries('`auto_dim` is true.', 'The lighthouse lamp controller sets `auto_dim: false`.').contradicts).toBe(true);
    // Another setting of the same controller is no answer to it.
    expect(compareDiscoveries('`auto_dim` is true.', 'The lighthouse lamp controller sets `auto_focus: false`.').contradicts).toBe(false);
  });
});
