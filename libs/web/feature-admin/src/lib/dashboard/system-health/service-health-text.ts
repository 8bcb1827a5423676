import type { AdminSystem, ServiceHealth } from '@chargesetu/shared/contracts';
import { translate } from '@chargesetu/web/i18n';
import { formatCount } from '../components/format';

const STATUS_LABEL: Record<ServiceHealth['status'], string> = {
  ready: 'admin:system.status.ready',
  'not ready': 'admin:system.status.notReady',
  unreachable: 'admin:system.status.unreachable',
};

/** The status as the table writes it: Ready, Not ready or Unreachable. */
export function statusLabel(status: ServiceHealth['status']): string {
  return translate(STATUS_LABEL[status]);
}

/** A count the platform could not read is "Unknown", never 0. */
export function countOrUnknown(value: number | null): string {
  return value === null ? translate('admin:commands.unknown') : formatCount(value);
}

/** "Auth", "Bookings", "OCPP" (an acronym): a service's name as a heading. */
export function serviceLabel(name: string): string {
  return name === 'ocpp' ? 'OCPP' : name.charAt(0).toUpperCase() + name.slice(1);
}

/** The line over the table: how many services are ready, and how they run. */
export function healthSummary({ services, mode }: AdminSystem): string {
  const ready = services.filter((s) => s.status === 'ready').length;
  const run =
    mode === 'all-in-one'
      ? translate('admin:system.health.allInOne')
      : translate('admin:system.health.separate');
  const head =
    ready === services.length
      ? translate('admin:system.health.allReady', { total: services.length })
      : translate('admin:system.health.someReady', { ready, total: services.length });
  return translate('admin:system.health.summary', { head, run });
}
