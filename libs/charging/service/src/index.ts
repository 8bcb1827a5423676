export { chargingService } from './lib/charging.module';
