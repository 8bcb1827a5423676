import { startGateway } from '@chargesetu/gateway/service';

startGateway().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
