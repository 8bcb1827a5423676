import 'reflect-metadata';
import { paymentsService } from '@chargesetu/payments/service';
import { startService } from '@chargesetu/shared/runtime';

startService(paymentsService).catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
