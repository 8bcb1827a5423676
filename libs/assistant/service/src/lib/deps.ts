import type { ServiceContext } from '@chargesetu/shared/runtime';
import { chatsRepository, type ChatsRepository } from './repositories/chats.repository';
import { rateLimitRepository, type RateLimitRepository } from './repositories/rate-limit.repository';

/** What the use cases work with: the service context (database, internal calls, env) and repositories. */
export interface AssistantDeps {
  ctx: ServiceContext;
  chats: ChatsRepository;
  rateLimit: RateLimitRepository;
}

export function assistantDeps(ctx: ServiceContext): AssistantDeps {
  return { ctx, chats: chatsRepository(ctx.dataSource), rateLimit: rateLimitRepository(ctx.dataSource) };
}
