import 'reflect-metadata';
import { authService } from '@chargesetu/auth/service';
import { startService } from '@chargesetu/shared/runtime';

startService(authService).catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
