import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

// Roles a project fills from one provider or tool at a time that the catalogue lacked: exchange-rate, weather,
// bank-data and blockchain RPC feeds, LoRaWAN network servers, WebRTC media servers, plagiarism checkers, Yjs
// providers, report designers, enterprise job schedulers, FHIR servers, HL7 v2 libraries, clock sync daemons,
// HPC container runtimes, base images, bioinformatics tools, and more members of migrations, JPA, PDF and payments.
const compare = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('alternatives: provider and domain-tool roles', () => {
  it('reads two members of one such role for one subject as a substitution', () => {
    expect(compare('The pricing widget gets currency rates from OANDA.', 'Currency rates for the pricing widget now come from Frankfurter.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('The greenhouse controller pulls forecasts from Weatherbit.', 'Greenhouse forecasts now come from MET Norway.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('The NFT minting service sends RPC calls through Ankr.', 'The NFT minting service now uses Chainstack for RPC.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('Lab billing statements are designed in Telerik Reporting.', 'Lab billing statements are now built with Stimulsoft.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('Tumour samples are aligned with Bowtie2.', 'Tumour samples are now aligned with minimap2.')).toMatchObject({ contradicts: true, kind: 'substitution' });
  });

  it('leaves another subject, a tool for another job, and a provider kept beside the other alone', () => {
    expect(compare('The pricing widget gets currency rates from OANDA.', 'The treasury report gets currency rates from Frankfurter.').contradicts).toBe(false);
    expect(compare('The greenhouse controller pulls forecasts from Weatherbit.', 'The greenhouse controller stores readings in InfluxDB.').contradicts).toBe(false);
    expect(compare('The NFT minting service sends RPC calls through Ankr.', 'The NFT minting service also uses Chainstack as a fallback RPC.').contradicts).toBe(false);
    expect(compare('Tumour samples are aligned with Bowtie2.', 'Tumour variants are annotated with snpEff.').contradicts).toBe(false);
  });
});

describe('alternatives: the noun a copula or "as" calls the member by', () => {
  it('reads the head after "is the" / "as its" as what the tool is, not as a part of the project', () => {
    expect(compare('Pest is the test runner for the invoicing app.', "The invoicing app's tests run under PHPUnit.")).toMatchObject({ contradicts: true, kind: 'substitution' });
  });

  it('still needs the words before and after that head on the other side', () => {
    expect(compare('Pest is the test runner for the invoicing app.', "The reporting app's tests run under PHPUnit.").contradicts).toBe(false);
    expect(compare('Mirror is the networking layer in the arena shooter.', 'Multiplayer in the racing game uses Photon Fusion.').contradicts).toBe(false);
  });
});

describe('alternatives: map tiles, speech to text, barcode scanning and live push transports', () => {
  it('reads two members of these roles for one subject as a substitution', () => {
    expect(compare('The hiking app draws its trail map with Thunderforest tiles.', 'The hiking app now draws its trail map with MapTiler.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('The ferry check-in kiosk scans boarding passes with zbar.', 'The ferry check-in kiosk now scans boarding passes with Scanbot.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('The scoreboard gets live scores over long polling.', 'The scoreboard now gets live scores over WebSockets.')).toMatchObject({ contradicts: true, kind: 'substitution' });
  });

  it('leaves another subject and a transport kept beside the other alone', () => {
    expect(compare('The scoreboard gets live scores over long polling.', 'The referee tablet gets match events over WebSockets.').contradicts).toBe(false);
    expect(compare('The scoreboard gets live scores over long polling.', 'The scoreboard also gets chat messages over WebSockets.').contradicts).toBe(false);
  });
});
