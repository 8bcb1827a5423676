export { assistantService } from './lib/assistant.module';
