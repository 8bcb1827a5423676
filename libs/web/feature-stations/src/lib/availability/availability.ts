/** The availability badge of spec 2.2 and 2.3. */
export type Availability = 'Available' | 'Limited' | 'Busy';

/**
 * Spec 2.2: chosen at random on the client, roughly 30% Available, 30% Limited and 40% Busy; it is not
 * server data. `roll` is a number in [0, 1).
 */
export function availabilityFor(roll: number): Availability {
  if (roll < 0.3) return 'Available';
  if (roll < 0.6) return 'Limited';
  return 'Busy';
}

export const AVAILABILITY_STORAGE_KEY = 'chargesetu.availability';

type Rolled = Record<string, Availability>;

// The session's draws, mirrored in sessionStorage: a card must not change its badge on every render, and
// the detail page shows the same badge as the card that led to it. A new session draws again.
let rolled: Rolled | null = null;

function load(storage: Storage | undefined): Rolled {
  if (rolled) return rolled;
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(AVAILABILITY_STORAGE_KEY) ?? '{}');
    rolled = typeof parsed === 'object' && parsed !== null ? (parsed as Rolled) : {};
  } catch {
    rolled = {};
  }
  return rolled;
}

function sessionStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined; // storage disabled: the badges then last as long as the page
  }
}

/** The station's badge for this session, drawn once with `random` (Math.random by default). */
export function stationAvailability(stationId: number, random: () => number = Math.random): Availability {
  const storage = sessionStore();
  const draws = load(storage);
  const key = String(stationId);
  const known = draws[key];
  if (known === 'Available' || known === 'Limited' || known === 'Busy') return known;
  draws[key] = availabilityFor(random());
  try {
    storage?.setItem(AVAILABILITY_STORAGE_KEY, JSON.stringify(draws));
  } catch {
    // quota or privacy mode: keeping the draw in memory is enough
  }
  return draws[key];
}

/** Forgets the session's draws (tests). */
export function resetAvailability(): void {
  rolled = null;
}
