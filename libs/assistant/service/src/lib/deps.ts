import type { ServiceContext } from '@chargesetu/shared/runtime';
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
}

/** Reads the configuration once: a bad assistant variable stops the process at start, naming it. */
export function buildAssistantDeps(ctx: ServiceContext): AssistantDeps {
  return {
    ctx,
    config: loadAssistantConfig(ctx.env),
    chats: chatsRepository(ctx.dataSource),
    rateLimit: rateLimitRepository(ctx.dataSource),
  };
}
