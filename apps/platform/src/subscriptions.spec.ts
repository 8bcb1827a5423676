import { EVENT_SUBSCRIPTIONS } from '@chargesetu/shared/contracts';
import { PLATFORM_MODULES } from './platform';

describe('event subscriptions', () => {
  it("every service's consumers handle exactly the events its declared queue is bound to", () => {
    const handled = Object.fromEntries(
      PLATFORM_MODULES.filter((m) => m.consumedEvents.length > 0).map((m) => [
        m.name,
        [...m.consumedEvents].sort(),
      ]),
    );
    const declared = Object.fromEntries(
      Object.entries(EVENT_SUBSCRIPTIONS).map(([service, events]) => [service, [...events].sort()]),
    );
    expect(handled).toEqual(declared);
  });
});
