import 'reflect-metadata';
import { bookingsService } from '@chargesetu/bookings/service';
import { startService } from '@chargesetu/shared/runtime';

startService(bookingsService).catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
