import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';
import { catalogueSize, spellingOfName } from '../../src/contradiction/settings-catalogue.js';

const contradicts = (older: string, newer: string) => compareDiscoveries(older, newer).contradicts;

describe('the catalogue of quantities a project sets once', () => {
  it('knows a hundred or more quantities, each found by its config keys in any style', () => {
    expect(catalogueSize()).toBeGreaterThanOrEqual(100);
    for (const key of ['max_seq_len', 'maxSeqLen', 'MAX_SEQ_LEN', 'max-seq-len']) expect(spellingOfName(key)?.quantity.id, key).toBe('context length');
    expect(spellingOfName('server.tomcat.threads.max')?.quantity.id).toBe('threads');
    expect(spellingOfName('-Xmx')?.quantity.id).toBe('heap');
    expect(spellingOfName('WEB_CONCURRENCY')?.quantity.id).toBe('workers');
  });
});

describe('compareDiscoveries: one quantity named two ways', () => {
  it('compares a quantity named in prose with its config key, CLI flag or counted noun', () => {
    for (const [older, newer] of [
      ['Celery runs with concurrency 4.', 'We run celery with 8 worker processes (-c 8).'],
      ['The model context length is 4096 tokens.', 'max_seq_len is 8k in the model config.'],
      ['The search API HPA has maxReplicas 10.', 'search api autoscaling tops out at 20 pods.'],
      ['Postgres connection pool size is 10.', '`pool_size: 25` for Postgres.'],
      ["The API's max request body size is 1 MB.", "The API's `client_max_body_size: 10m`."],
    ]) {
      expect(contradicts(older!, newer!), newer).toBe(true);
    }
  });

  it('reads a unit the spelling implies and a size flag with its letter attached', () => {
    expect(contradicts('The JVM heap is `-Xmx4g`.', 'JVM max heap: 2048m.')).toBe(true);
    expect(contradicts('The JVM heap is `-Xmx2g`.', 'JVM max heap: 2048m.')).toBe(false);
    expect(contradicts('The build runs node with a 4 GB heap.', 'The build runs node with `--max-old-space-size=8192`.')).toBe(true);
    expect(contradicts('The build runs node with an 8 GB heap.', 'The build runs node with `--max-old-space-size=8192`.')).toBe(false);
    expect(contradicts('The Angular initial-bundle budget errors at 500 kB.', 'angular.json: initial budget maximumError is 1mb.')).toBe(true);
  });

  it('reads "8k" tokens as 8000 or 8192, so equal values written differently agree', () => {
    expect(contradicts("The model's context length is 8192 tokens.", 'max_seq_len is 8k in the model config.')).toBe(false);
    expect(contradicts("The model's context length is 8000 tokens.", 'max_seq_len is 8k in the model config.')).toBe(false);
  });

  it('keeps a floor and a ceiling, a request and a limit, two kinds of timeout apart', () => {
    expect(contradicts('minReplicas is 2 for the API.', 'maxReplicas is 10 for the API.')).toBe(false);
    expect(contradicts('The API HPA has minReplicas 2.', 'api autoscaling tops out at 20 pods.')).toBe(false);
    expect(contradicts('The web container requests 512Mi of memory.', "The web container's memory limit is 1Gi.")).toBe(false);
    expect(contradicts('The read timeout is 30 seconds.', 'The write timeout is 60 seconds.')).toBe(false);
    expect(contradicts('The default page size is 25.', 'The maximum page size is 100.')).toBe(false);
  });

  it("keeps two services' values of one quantity apart", () => {
    expect(contradicts('The API pool size is 10.', 'The worker pool size is 20.')).toBe(false);
    expect(contradicts('`DB_POOL_MAX=10` in .env.', '`REDIS_POOL_MAX=20` in .env.')).toBe(false);
    expect(contradicts('Jest runs with `maxWorkers: 4` locally.', 'In CI, Jest runs with `maxWorkers: 2`.')).toBe(false);
  });

  it('keeps quantities that are not one setting apart: threads and worker processes', () => {
    expect(contradicts('Puma runs 2 workers.', 'Puma runs 5 threads.')).toBe(false);
    expect(contradicts('Sidekiq runs with concurrency 10.', 'We run sidekiq with 25 threads (-c 25).')).toBe(true);
  });
});

describe('compareDiscoveries: versions of a named tool', () => {
  it('reads "v5.2" after a name, and versions attached to a runtime or target framework', () => {
    expect(contradicts('The firmware is built with ESP-IDF 4.4.', "We're on ESP-IDF v5.2.")).toBe(true);
    expect(contradicts('The billing service targets net6.0.', "The billing service's TargetFramework is net8.0 now.")).toBe(true);
    expect(contradicts('The ingest job runs on python3.10.', 'The ingest job now runs on Python 3.12.')).toBe(true);
    expect(contradicts('The ingest job runs on python3.12.', 'The ingest job runs on Python 3.12.')).toBe(false);
  });

  it('compares by the granularity both give', () => {
    expect(contradicts('The firmware is built with ESP-IDF 5.2.', "We're on ESP-IDF v5.2.1.")).toBe(false);
  });

  it('does not read one of several supported versions as the version', () => {
    expect(contradicts('The API supports Node 18 and 20.', 'The API runs on Node 20.')).toBe(false);
    expect(contradicts('The CI matrix covers Python 3.11.', 'CI runs Python 3.12.')).toBe(false);
  });

  it("keeps two services' versions apart, and a port next to a version is no version", () => {
    expect(contradicts('The API runs on Node 18.', 'The worker runs on Node 20.')).toBe(false);
    expect(contradicts('The dev server runs on Node 20 and listens on port 5173.', 'The dev server listens on port 5173 and runs Node 20.')).toBe(false);
    expect(contradicts('The dev server runs on Node 20 and listens on port 5173.', 'The dev server runs on Node 20 and listens on port 3000.')).toBe(true);
  });
});
