export { authService } from './lib/auth.module';
