import 'reflect-metadata';
import { stationsService } from '@chargesetu/stations/service';
import { startService } from '@chargesetu/shared/runtime';

startService(stationsService).catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
