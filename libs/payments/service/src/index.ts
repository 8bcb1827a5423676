export { paymentsService } from './lib/payments.module';
