import { memoryData, smallCatalogue } from '@chargesetu/assistant/offline/testing';
import { Unavailable } from '@chargesetu/shared/domain';
import { MESSAGES } from '../rules/messages';
import { offlineAnswer } from './offline-answer';

const NOW = new Date('2026-11-22T04:30:00.000Z');
const stations = smallCatalogue();

describe('offlineAnswer', () => {
  it('answers from live data and records why the offline assistant answered and what it read', async () => {
    const a = await offlineAnswer('stations in Pune', memoryData({ stations }), {
      now: NOW,
      reason: 'model_error',
      modelError: 'HTTP 500',
      modelTools: [{ name: 'search_stations', arguments: {}, ok: true, summary: '11 stations' }],
      toolRounds: 1,
    });
    expect(a.context).toMatchObject({
      backend: 'offline',
      offlineReason: 'model_error',
      modelError: 'HTTP 500',
      toolRounds: 1,
      intent: 'find_stations',
      place: { kind: 'city', city: 'Pune' },
      tools: [{ name: 'search_stations' }, { name: 'search_stations', ok: true }],
    });
  });

  it('apologises when a neighbour cannot be read, recording the failed read', async () => {
    const data = {
      ...memoryData({ stations }),
      myBookings: () => Promise.reject(new Unavailable('The bookings service cannot be read right now.')),
    };
    const a = await offlineAnswer('show my bookings', data, { now: NOW, reason: 'not_configured' });
    expect(a.message).toBe(MESSAGES.dataUnavailable.en);
    expect(a.context).toEqual({
      backend: 'offline',
      offlineReason: 'not_configured',
      tools: [
        {
          name: 'read_live_data',
          arguments: {},
          ok: false,
          summary: 'The bookings service cannot be read right now.',
        },
      ],
    });
  });

  it('apologises in Hindi when the question was asked in Hindi', async () => {
    const data = {
      ...memoryData({ stations }),
      myBookings: () => Promise.reject(new Unavailable('The bookings service cannot be read right now.')),
    };
    const a = await offlineAnswer('मेरी बुकिंग', data, { now: NOW, reason: 'not_configured', language: 'hi' });
    expect(a.message).toBe(MESSAGES.dataUnavailable.hi);
    expect(a.message).toMatch(/^माफ़ कीजिए, अभी ChargeSetu का लाइव स्टेशन और बुकिंग डेटा नहीं मिल पाया।/);
    const ok = await offlineAnswer('पुणे में स्टेशन', memoryData({ stations }), {
      now: NOW,
      reason: 'not_configured',
      language: 'hi',
    });
    expect(ok.message).toMatch(/^\*\*Pune, Maharashtra\*\* में \*\*\d+ स्टेशन\*\*/);
    expect(ok.context).toMatchObject({ intent: 'find_stations', place: { kind: 'city', city: 'Pune' } });
  });

  it('lets any other error through: a bug is never passed off as an outage', async () => {
    const data = { ...memoryData({ stations }), myBookings: () => Promise.reject(new TypeError('oops')) };
    await expect(
      offlineAnswer('show my bookings', data, { now: NOW, reason: 'not_configured' }),
    ).rejects.toThrow('oops');
  });

  it('follows up on the previous exchange only within the hour', async () => {
    const last = (minutesAgo: number) => ({
      id: 1,
      query: 'stations in Pune',
      response: '…',
      createdAt: new Date(NOW.getTime() - minutesAgo * 60_000).toISOString(),
      context: {
        backend: 'offline' as const,
        tools: [],
        durationMs: 1,
        intent: 'find_stations',
        place: { kind: 'city' as const, city: 'Pune', state: 'Maharashtra' },
      },
    });
    const recent = await offlineAnswer('cheapest?', memoryData({ stations }), {
      now: NOW,
      last: last(30),
      reason: 'not_configured',
    });
    expect(recent.context.place).toMatchObject({ city: 'Pune' });
    const old = await offlineAnswer('cheapest?', memoryData({ stations }), {
      now: NOW,
      last: last(61),
      reason: 'not_configured',
    });
    expect(old.context.place).toBeUndefined();
  });
});
