// A flag written inside a command in code (`pg_dump --format=custom --jobs=4`) is named by itself, so a denial of
// the flag in any words ("`--jobs` was dropped", "omits `-M`") meets the command that passes it.
import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const compare = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('a flag denied on its own against a command that passes it', () => {
  it('reads "`--jobs` was dropped", "the `--erase-all` flag was removed" and "omits `-M`" against the command', () => {
    expect(compare('The nightly backup runs `pg_dump --format=custom --jobs=4` against the replica.', '`--jobs` was dropped from the nightly backup command; `pg_dump` runs single-threaded now.').contradicts).toBe(true);
    expect(
      compare(
        'Firmware images for the weather stations are flashed with `esptool.py --chip esp32 write_flash --erase-all 0x0 fw.bin`.',
        'The `--erase-all` flag was removed from the weather station flashing script so calibration data survives an update.',
      ).contradicts,
    ).toBe(true);
    expect(compare('Sequencing reads are aligned with `bwa mem -M -t 16` in `pipeline/align.smk`.', '`pipeline/align.smk` omits `-M`; duplicate marking handles supplementary alignments downstream.').contradicts).toBe(true);
  });

  it('leaves alone another flag of the command, the flag of another command, and a restatement', () => {
    expect(
      compare(
        'Firmware images for the weather stations are flashed with `esptool.py --chip esp32 write_flash --erase-all 0x0 fw.bin`.',
        'Weather station flashing uses `--chip esp32`; the `--baud` option was removed because the default is fast enough.',
      ).contradicts,
    ).toBe(false);
    expect(compare('Sequencing reads are aligned with `bwa mem -M -t 16` in `pipeline/align.smk`.', '`pipeline/qc.smk` runs `samtools flagstat` without `-M`; it only counts reads.').contradicts).toBe(false);
    expect(compare('The nightly backup runs `pg_dump --format=custom --jobs=4` against the replica.', 'The weekly archive job calls `pg_dumpall` without any `--jobs` option.').contradicts).toBe(false);
    expect(compare('The render farm starts Blender with `blender -b scene.blend --cycles-device OPTIX`.', 'The render farm passes `--cycles-device OPTIX` to every Blender job so the GPUs are used.').contradicts).toBe(false);
  });
});

describe('a setting said not to be set against code that switches it on', () => {
  it('reads "does not set `x`" and "has no `x` label" against `x: true` and `x: enabled`', () => {
    expect(compare('The tile server compresses responses because `martin.yaml` sets `compress: true`.', '`martin.yaml` does not set `compress`; tiles are served uncompressed and the CDN gzips them.')).toMatchObject({ contradicts: true, kind: 'polarity' });
    expect(compare('Istio sidecars are injected into the `orders` namespace through the `istio-injection: enabled` label.', 'The `orders` namespace has no `istio-injection` label; its pods run without a sidecar.')).toMatchObject({ contradicts: true, kind: 'polarity' });
  });

  it('leaves alone the same setting left out in another file or namespace', () => {
    expect(compare('The tile server compresses responses because `martin.yaml` sets `compress: true`.', 'The dev copy of the tile server runs from `martin.dev.yaml`, which does not set `compress`.').contradicts).toBe(false);
    expect(compare('Istio sidecars are injected into the `orders` namespace through the `istio-injection: enabled` label.', 'The `payments` namespace has no `istio-injection` label, so its pods run without a sidecar.').contradicts).toBe(false);
    expect(compare('Parcel tracking pages are cached because `nginx/site.conf` sets `proxy_cache_lock on`.', '`nginx/admin.conf` has no `proxy_cache_lock` directive, since admin pages are never cached.').contradicts).toBe(false);
  });
});

// recall-87: a rule against a statement about one flag (deniesSameFlag in instructions.ts), a `--no-` flag inside a command.
describe('a rule on a flag against a statement that the flag is passed', () => {
  it('reads "never pass", "must not be passed" and "never start it with" against the command that passes it', () => {
    expect(compare('The bird-survey sync script calls `pg_restore` with `--no-acl`.', 'Never pass `--no-acl` to pg_restore; the survey roles must keep their grants.').contradicts).toBe(true);
    expect(compare('The weekly inventory job runs `ansible-playbook stock.yml --diff`.', '`--diff` must not be passed to the weekly inventory playbook run; it leaks vault values into the logs.').contradicts).toBe(true);
    expect(compare('Puma must never be started with `--preload` on the ticketing hosts.', '`bin/ticketing-web` starts puma on the ticketing hosts with `--preload`.').contradicts).toBe(true);
    expect(compare('The greenhouse image installs its wheels with `pip install --no-index`.', "Don't pass `--no-index` to pip in the greenhouse image.").contradicts).toBe(true);
  });

  it('leaves alone another flag, the flag handed to another command, and a rule for another occasion', () => {
    expect(compare('The bird-survey sync script calls `pg_restore` with `--no-acl`.', 'Never pass `--single-transaction` to pg_restore; one bad row would undo the whole survey.').contradicts).toBe(false);
    expect(compare('`harvest.sh` runs `git push --force` to the archive remote.', 'Never pass `--force` to `helm upgrade` in `harvest.sh`.').contradicts).toBe(false);
    expect(compare('The herbarium docs build with `mkdocs build --strict` on pull requests.', "Don't pass `--strict` to mkdocs for the nightly link check.").contradicts).toBe(false);
  });
});
