import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

// A tool named only as the last part of a package or namespace in code: an `owner/repo` or `@scope/pkg` name, the
// host's form of the tool after "adapter-" / "builder-" / "plugin-", or a dotted namespace's last name.
const compare = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('alternatives: a member named by its package or namespace in code', () => {
  it('reads the package name after an owner or scope, its form for a host, and a namespace’s last name as the member', () => {
    expect(compare('The museum kiosk app persists its visits with Sequelize.', 'The museum kiosk app maps its visits through `@nestjs/typeorm`.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('The ferry component Storybook is bundled with webpack.', 'The ferry component Storybook uses `@storybook/builder-vite`.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('Choir newsletters are sent through Postmark.', 'Choir newsletters go out via `FluentEmail.Mailgun`.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('The planetarium booking service routes HTTP with Echo.', 'The planetarium booking service registers its routes on `julienschmidt/httprouter`.')).toMatchObject({ contradicts: true, kind: 'substitution' });
  });

  it('leaves a folder of the project, another part of it, and the old tool kept beside the new one alone', () => {
    expect(compare('The orchard sensor hub caches readings in Redis.', '`lib/redis` wraps the sensor hub’s reading cache client.').contradicts).toBe(false);
    expect(compare('Choir newsletters are sent through Postmark.', 'Rehearsal reminders go out via `FluentEmail.Mailgun`.').contradicts).toBe(false);
    expect(compare('The museum kiosk app persists its visits with Sequelize.', 'The kiosk app’s reports read the archive through `@nestjs/typeorm`; visits stay on Sequelize.').contradicts).toBe(false);
  });
});
