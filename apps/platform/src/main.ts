import 'reflect-metadata';
import { startChargeSetu } from './platform';

startChargeSetu().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
