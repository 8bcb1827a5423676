import type { AdminSystem, ServiceHealth } from '@chargesetu/shared/contracts';
import { formatCount } from '../components/format';

const STATUS_LABEL: Record<ServiceHealth['status'], string> = {
  ready: 'Ready',
  'not ready': 'Not ready',
  unreachable: 'Unreachable',
};

/** The status as the table writes it: Ready, Not ready or Unreachable. */
export function statusLabel(status: ServiceHealth['status']): string {
  return STATUS_LABEL[status];
}

/** A count the platform could not read is "Unknown", never 0. */
export function countOrUnknown(value: number | null): string {
  return value === null ? 'Unknown' : formatCount(value);
}

/** "Auth", "Bookings", "OCPP" (an acronym): a service's name as a heading. */
export function serviceLabel(name: string): string {
  return name === 'ocpp' ? 'OCPP' : name.charAt(0).toUpperCase() + name.slice(1);
}

/** The line over the table: how many services are ready, and how they run. */
export function healthSummary({ services, mode }: AdminSystem): string {
  const ready = services.filter((s) => s.status === 'ready').length;
  const run = mode === 'all-in-one' ? 'in one process (all-in-one)' : 'each in its own process';
  const head =
    ready === services.length
      ? `All ${services.length} services ready`
      : `${ready} of ${services.length} services ready`;
  return `${head}, ${run}`;
}
