import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const contradicts = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('one delivery pushed by one party and polled or pulled by the other (delivery-direction.ts)', () => {
  it('reads the roles swapped across the two verbs', () => {
    expect(contradicts('Kiln controllers push firing logs to the studio server.', 'The studio server now polls each kiln controller for its firing logs.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(contradicts('The ticket office pushes seat maps to the box-office tablets.', 'Box-office tablets pull the seat maps from the ticket office every minute.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(contradicts('Seat maps are pushed to the usher tablets by the ticket office.', 'The usher tablets poll the ticket office for seat maps.').contradicts).toBe(true);
    expect(contradicts('We push price changes to the partner shops.', 'The partner shops now pull price changes from our catalogue API.').contradicts).toBe(true);
    expect(contradicts('Tide readings from the harbour gauges are push-based.', 'The harbour office now polls the gauges for tide readings.').contradicts).toBe(true);
  });

  it('leaves a third party, a registry between two parties, other data and additions alone', () => {
    expect(contradicts('Kiln controllers push firing logs to the studio server.', 'The booking site polls the studio server for firing logs.').contradicts).toBe(false);
    expect(contradicts('The release job pushes the firmware image to the registry.', 'The kiln controllers pull the firmware image from the registry.').contradicts).toBe(false);
    expect(contradicts('Kiln controllers push firing logs to the studio server.', 'The studio server polls the kiln controllers for their firmware version.').contradicts).toBe(false);
    expect(contradicts('Kiln controllers push firing logs to the studio server.', 'The studio server also polls the kiln controllers for firing logs as a fallback.').contradicts).toBe(false);
    expect(contradicts('The studio app sends push notifications to potters.', "The potters' phones poll the studio server for kiln schedules.").contradicts).toBe(false);
  });
});
