import { aServiceHealth, anAdminSystem } from '../../testing/admin-system';
import { formatBytes, formatMs, responseTimeLine, systemMetricRows } from './system-metrics-view';

const row = (rows: ReturnType<typeof systemMetricRows>, key: string) => {
  const found = rows.find((r) => r.key === key);
  if (!found) throw new Error(`no ${key} row`);
  return found;
};

describe('system metrics', () => {
  it('writes sizes in binary units and times in ms or s', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(8675309)).toBe('8.3 MB');
    expect(formatBytes(5 * 1024 ** 3)).toBe('5.0 GB');
    expect(formatMs(4.24)).toBe('4.2 ms');
    expect(formatMs(183.6)).toBe('184 ms');
    expect(formatMs(1240)).toBe('1.24 s');
  });

  it('says the average response time, or why there is none, never a made-up one', () => {
    expect(responseTimeLine({ requests: 1234, averageMs: 18.4 })).toBe(
      'Average API response time 18 ms over 1,234 requests since the last restart',
    );
    expect(responseTimeLine({ requests: 0, averageMs: null })).toBe(
      'Average API response time: no request answered yet',
    );
    expect(responseTimeLine(null)).toMatch(/not measured/);
  });

  it('when all is well: every service ready, nothing waiting or dead, the database size', () => {
    const rows = systemMetricRows(anAdminSystem());
    expect(rows.map((r) => [r.label, r.value, r.tone])).toEqual([
      ['Services ready', '7 of 7', 'ok'],
      ['Average API response time', '18 ms', 'ok'],
      ['Outbox backlog', '0 events waiting', 'ok'],
      ['Dead letters', '0 messages', 'ok'],
      ['Database size', '8.3 MB', 'ok'],
    ]);
    expect(row(rows, 'database').detail).toBe('PostgreSQL: chargesetu');
  });

  it('adds the known figures up, names the services that are down and says how many report a figure', () => {
    const system = anAdminSystem({
      services: [
        aServiceHealth({ name: 'auth', deadLetters: null }),
        aServiceHealth({ name: 'bookings', status: 'unreachable', outboxBacklog: null, deadLetters: null }),
        aServiceHealth({ name: 'payments', outboxBacklog: 2, deadLetters: 1 }),
        aServiceHealth({ name: 'charging', outboxBacklog: 1, deadLetters: 0 }),
      ],
    });
    const rows = systemMetricRows(system);
    expect(row(rows, 'ready')).toMatchObject({
      value: '3 of 4',
      tone: 'warn',
      detail: 'Not ready: Bookings',
    });
    expect(row(rows, 'outbox')).toMatchObject({
      value: '3 events waiting',
      tone: 'warn',
      detail: 'Events committed and not yet published (3 of 4 services report it)',
    });
    expect(row(rows, 'dead-letters')).toMatchObject({ value: '1 message', tone: 'warn' });
  });

  it('says Unknown (not 0) for what the platform could not read', () => {
    const rows = systemMetricRows(
      anAdminSystem({
        services: [
          aServiceHealth({ name: 'auth', outboxBacklog: null, deadLetters: null, schemaBytes: null }),
        ],
        api: null,
        databases: [],
        databaseKind: 'embedded',
      }),
    );
    expect(row(rows, 'outbox')).toMatchObject({ value: 'Unknown', tone: 'unknown' });
    expect(row(rows, 'dead-letters')).toMatchObject({ value: 'Unknown', tone: 'unknown' });
    expect(row(rows, 'response')).toMatchObject({ value: 'Not measured', tone: 'unknown' });
    expect(row(rows, 'database')).toMatchObject({
      value: 'Unknown',
      detail: 'Embedded PostgreSQL (PGlite)',
    });
  });
});
