export { bookingsService } from './lib/bookings.module';
