// Two names in code as the owners of a state or a value: "on `orders`" / "on `order_items`", "in the `search-api`
// service" / "in the `search-indexer` service", "the `nightly` queue" / "the `realtime` queue". Two names are two
// things; a name the other side writes in another spelling (`ORDERS`, "the search API") is one.
import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const compare = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('a name in code of its own as the owner on each side', () => {
  it('leaves alone states of two tables or two services', () => {
    expect(compare('Column encryption is enabled on `orders`.', 'Column encryption is disabled on `order_items`.').contradicts).toBe(false);
    expect(compare('Request tracing is enabled in the `search-api` service.', 'Request tracing is disabled in the `search-indexer` service.').contradicts).toBe(false);
  });

  it('leaves alone values of two named queues', () => {
    expect(compare('The `nightly` queue has a priority of 3 in the scheduler.', 'The `realtime` queue in the scheduler has a priority of 9.').contradicts).toBe(false);
  });

  it('still finds the contradiction when the other side writes the same name another way', () => {
    expect(compare('Column encryption is enabled on `orders`.', 'Column encryption is disabled on `ORDERS`.').kind).toBe('antonym');
    expect(compare('Request tracing is enabled in the `search-api` service.', 'The search API service has request tracing disabled.').kind).toBe('antonym');
    expect(compare('The `nightly` queue has a priority of 3 in the scheduler.', 'The scheduler gives the nightly queue a priority of 5.').kind).toBe('value');
  });

  it('reads a name given as the value or the state as no owner', () => {
    expect(compare('The default branch of the docs repo is `trunk`.', 'The default branch of the docs repo is `main`.').kind).toBe('value');
  });
});
