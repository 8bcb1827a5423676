import { lastSeenBuffer, type SeenNews } from './last-seen';

const at = (s: number) => new Date(Date.UTC(2026, 10, 24, 6, 0, s));

function recorder() {
  const writes: Array<Array<SeenNews & { id: string }>> = [];
  return {
    writes,
    write: async (entries: Array<SeenNews & { id: string }>) => {
      writes.push(entries);
    },
  };
}

describe("the chargers' last-seen buffer", () => {
  it('writes nothing when no charger spoke', async () => {
    const db = recorder();
    expect(await lastSeenBuffer(db.write).flush()).toBe(0);
    expect(db.writes).toEqual([]);
  });

  it('writes one row per charger, however many messages it sent, in one write', async () => {
    const db = recorder();
    const buffer = lastSeenBuffer(db.write);
    buffer.seen('CP-1', at(1), false);
    buffer.seen('CP-2', at(2), true);
    buffer.seen('CP-1', at(3), false);
    expect(await buffer.flush()).toBe(2);
    expect(db.writes).toEqual([
      [
        { id: 'CP-1', seenAt: at(3), heartbeatAt: null },
        { id: 'CP-2', seenAt: at(2), heartbeatAt: at(2) },
      ],
    ]);
    expect(await buffer.flush()).toBe(0); // written once
  });

  it('keeps the heartbeat time when other messages follow it', async () => {
    const db = recorder();
    const buffer = lastSeenBuffer(db.write);
    buffer.seen('CP-1', at(1), true);
    buffer.seen('CP-1', at(2), false);
    await buffer.flush();
    expect(db.writes[0]).toEqual([{ id: 'CP-1', seenAt: at(2), heartbeatAt: at(1) }]);
  });

  it('a failed write is kept for the next flush, merged with what arrived while it was tried', async () => {
    const writes: Array<Array<SeenNews & { id: string }>> = [];
    let fail = true;
    const buffer = lastSeenBuffer(async (entries) => {
      if (fail) {
        fail = false;
        buffer.seen('CP-2', at(5), false); // a message while the write was on its way
        throw new Error('database unavailable');
      }
      writes.push(entries);
    });
    buffer.seen('CP-1', at(1), true);
    buffer.seen('CP-2', at(1), true);
    await expect(buffer.flush()).rejects.toThrow('database unavailable');
    expect(await buffer.flush()).toBe(2);
    expect(writes).toEqual([
      [
        { id: 'CP-2', seenAt: at(5), heartbeatAt: at(1) },
        { id: 'CP-1', seenAt: at(1), heartbeatAt: at(1) },
      ],
    ]);
  });
});
