import 'reflect-metadata';
import { chargingService } from '@chargesetu/charging/service';
import { startService } from '@chargesetu/shared/runtime';

startService(chargingService).catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
