/**
 * The identity given to a charge point registered without one: "CS{stationId}-{n}" with the lowest n not
 * yet used at the station.
 */
export function nextChargePointId(stationId: number, taken: readonly string[]): string {
  const used = new Set(taken);
  let n = 1;
  while (used.has(`CS${stationId}-${n}`)) n += 1;
  return `CS${stationId}-${n}`;
}
