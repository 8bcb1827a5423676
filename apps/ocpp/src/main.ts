import 'reflect-metadata';
import { ocppService } from '@chargesetu/ocpp/service';
import { startService } from '@chargesetu/shared/runtime';

startService(ocppService).catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
