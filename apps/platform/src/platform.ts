import { assistantService } from '@chargesetu/assistant/service';
import { authService } from '@chargesetu/auth/service';
import { bookingsService } from '@chargesetu/bookings/service';
import { chargingService } from '@chargesetu/charging/service';
import { ocppService } from '@chargesetu/ocpp/service';
import { edgePlugin } from '@chargesetu/gateway/service';
import { paymentsService } from '@chargesetu/payments/service';
import { startPlatform } from '@chargesetu/shared/runtime';
import { stationsService } from '@chargesetu/stations/service';

/** Every service of the product, in start order (consumers subscribe before any relay starts). */
export const PLATFORM_MODULES = [
  authService,
  stationsService,
  bookingsService,
  paymentsService,
  chargingService,
  assistantService,
  ocppService,
];

/** All-in-one: every service and the public edge in one process (docs/architecture.md §5). */
export function startChargeSetu(env: NodeJS.ProcessEnv = process.env, handleSignals = true) {
  return startPlatform({ modules: PLATFORM_MODULES, edge: edgePlugin, env, handleSignals });
}
