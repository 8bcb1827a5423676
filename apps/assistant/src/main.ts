import 'reflect-metadata';
import { assistantService } from '@chargesetu/assistant/service';
import { startService } from '@chargesetu/shared/runtime';

startService(assistantService).catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
