/** docs/product.md §9 progress simulation: the bar moves every 300 ms ... */
export const PROGRESS_TICK_MS = 300;
/** ... by a random 5 to 20 percent ... */
export const PROGRESS_MIN_STEP = 5;
export const PROGRESS_MAX_STEP = 20;
/** ... up to 100. */
export const PROGRESS_DONE = 100;

/**
 * The next value of the simulated payment progress (docs/product.md §2.5, §9): a whole step of 5 to 20
 * percent, `random` in [0, 1) picking it evenly, never past 100.
 */
export function nextProgress(current: number, random: () => number = Math.random): number {
  const step = PROGRESS_MIN_STEP + Math.floor(random() * (PROGRESS_MAX_STEP - PROGRESS_MIN_STEP + 1));
  return Math.min(PROGRESS_DONE, current + step);
}
