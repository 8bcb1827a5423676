import 'reflect-metadata';
import { assistantService } from '@chargesetu/assistant/service';
import { authService } from '@chargesetu/auth/service';
import { bookingsService } from '@chargesetu/bookings/service';
import { chargingService } from '@chargesetu/charging/service';
import { edgePlugin } from '@chargesetu/gateway/service';
import { paymentsService } from '@chargesetu/payments/service';
import { startPlatform } from '@chargesetu/shared/runtime';
import { stationsService } from '@chargesetu/stations/service';

// All-in-one: every service and the public edge in one process (ARCHITECTURE section 4).
startPlatform({
  modules: [
    authService,
    stationsService,
    bookingsService,
    paymentsService,
    chargingService,
    assistantService,
  ],
  edge: edgePlugin,
}).catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
