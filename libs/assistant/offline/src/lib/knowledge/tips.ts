import { RANGE_KM_PER_PERCENT } from '@chargesetu/shared/domain';

export const ETIQUETTE_TIPS = [
  '**Arrive on time** for your slot: a late arrival may forfeit it, and the next driver is waiting.',
  '**Move your car as soon as charging ends** — an EV bay is for charging, not parking.',
  'On DC fast chargers, **stop around 80%** when others are queuing: the last 20% is slow and holds the charger.',
  '**Never unplug someone else’s car**, and do not park a non-charging vehicle in an EV bay.',
  '**Put the cable back** on its holder, tidy and off the ground, so it is not run over.',
  '**Report a faulty charger** to the operator (the name is on the station page) so the next driver is not stuck.',
  'Book only the slots you will use, and **cancel early** if your plans change (My Bookings → Upcoming → Cancel) so someone else can take it.',
];

export const RANGE_TIPS = [
  '**Drive smoothly**: gentle acceleration and early braking let regenerative braking recover energy; use Eco mode in the city.',
  '**Keep highway speed around 80–90 km/h**: drag grows fast above that and can cut range by 15–20%.',
  '**Check tyre pressure** every couple of weeks; under-inflated tyres waste energy.',
  '**Pre-cool the cabin while still plugged in**, then use the AC moderately — in Indian summers it is the biggest extra load after speed.',
  '**Carry less weight** and remove roof racks you are not using.',
  '**Plan fast-charging stops between about 20% and 80%**, where DC charging is quickest; use AC (Type 2) for overnight or long stops.',
  `ChargeSetu’s charging screen estimates range as battery level × ${RANGE_KM_PER_PERCENT} km, so 60% shows about ${60 * RANGE_KM_PER_PERCENT} km.`,
];
