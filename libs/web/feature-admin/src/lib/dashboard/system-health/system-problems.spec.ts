import { aServiceHealth, anAdminSystem } from '../../testing/admin-system';
import { systemProblems } from './system-problems';

describe('systemProblems', () => {
  it('records nothing when every service is ready with nothing waiting or dead', () => {
    expect(systemProblems(anAdminSystem())).toEqual([]);
  });

  it('lists services down and dead letters as errors before outbox backlogs as warnings', () => {
    const lines = systemProblems(
      anAdminSystem({
        services: [
          aServiceHealth({ name: 'auth', outboxBacklog: 1 }),
          aServiceHealth({ name: 'bookings', status: 'not ready', deadLetters: 2 }),
          aServiceHealth({ name: 'ocpp', status: 'unreachable', outboxBacklog: null, deadLetters: null }),
          aServiceHealth({ name: 'payments', deadLetters: 1, outboxBacklog: 1200 }),
        ],
      }),
    );
    expect(lines.map((l) => [l.level, l.service, l.message])).toEqual([
      ['ERROR', 'bookings', 'is not ready: its database or broker does not answer'],
      ['ERROR', 'bookings', '2 messages in its dead-letter queue: events its handlers could not apply'],
      ['ERROR', 'ocpp', 'did not answer its readiness check'],
      ['ERROR', 'payments', '1 message in its dead-letter queue: events its handlers could not apply'],
      ['WARN', 'auth', '1 event waiting in its outbox to be published'],
      ['WARN', 'payments', '1,200 events waiting in its outbox to be published'],
    ]);
  });

  it('treats an unknown figure as no news, never as a problem', () => {
    const system = anAdminSystem({
      services: [aServiceHealth({ name: 'auth', outboxBacklog: null, deadLetters: null })],
    });
    expect(systemProblems(system)).toEqual([]);
  });
});
