// The charging simulation: the curve (power, energy, taper) and sessions on the wall clock (time scale,
// booked window, due time), and metered sessions (figures from a charger's meter). One entry point, re-exported by the domain library's index.
export * from './charging-curve';
export * from './charging-session';
export * from './metered-session';
