import { aServiceHealth, anAdminSystem } from '../../testing/admin-system';
import { backupHowTo, schemaRows } from './database-view';

describe('database tools', () => {
  it('lists each service’s schema, largest first, an unknown size last', () => {
    const rows = schemaRows(
      anAdminSystem({
        services: [
          aServiceHealth({ name: 'auth', schemaBytes: 2048 }),
          aServiceHealth({ name: 'ocpp', schemaBytes: null }),
          aServiceHealth({ name: 'bookings', schemaBytes: 3 * 1024 * 1024 }),
        ],
      }),
    );
    expect(rows.map((r) => [r.service, r.size])).toEqual([
      ['Bookings', '3.0 MB'],
      ['Auth', '2.0 KB'],
      ['OCPP', 'Unknown'],
    ]);
  });

  it('gives pg_dump and pg_restore for PostgreSQL, and copying the data folder for the embedded one', () => {
    expect(backupHowTo('postgresql').commands.map((c) => c.command)).toEqual([
      'pg_dump --format=custom --file=chargesetu.dump "$DATABASE_URL"',
      'pg_restore --clean --dbname="$DATABASE_URL" chargesetu.dump',
    ]);
    const embedded = backupHowTo('embedded');
    expect(embedded.summary).toContain('DATA_DIR');
    expect(embedded.commands.map((c) => c.command)).toEqual(['cp -a .data chargesetu-backup']);
  });
});
