import type { ServiceContext } from '@chargesetu/shared/runtime';
import { platformData, type PlatformData } from './clients/platform-data';
import { loadAssistantConfig, type AssistantConfig } from './config';
import { chatsRepository, type ChatsRepository } from './repositories/chats.repository';
import { rateLimitRepository, type RateLimitRepository } from './repositories/rate-limit.repository';

/** What the assistant's routes and use cases work with; built once per process. */
export interface AssistantDeps {
  ctx: ServiceContext;
  /** The service's variables, read once at start. */
  config: AssistantConfig;
  chats: ChatsRepository;
  rateLimit: RateLimitRepository;
  /** The live stations, slots, bookings and vehicles a question is answered from, read as its caller. */
  data: PlatformData;
  now(): Date;
}

/** Reads the configuration once: a bad assistant variable stops the process at start, naming it. */
export function buildAssistantDeps(ctx: ServiceContext): AssistantDeps {
  const config = loadAssistantConfig(ctx.env);
  return {
    ctx,
    config,
    chats: chatsRepository(ctx.dataSource),
    rateLimit: rateLimitRepository(ctx.dataSource),
    data: platformData(ctx.services, config.BOOKING_HORIZON_DAYS),
    now: () => new Date(),
  };
}
