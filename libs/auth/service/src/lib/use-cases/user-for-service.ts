import type { InternalUser } from '@chargesetu/shared/contracts';
import { NotFound } from '@chargesetu/shared/domain';
import type { AuthDeps } from '../deps';

/** A user's name, email and role, for another service. */
export async function userForService(deps: AuthDeps, id: number): Promise<InternalUser> {
  const user = await deps.users.findById(id);
  if (!user) throw new NotFound(`User ${id} was not found`);
  return { id: user.id, username: user.username, name: user.name, email: user.email, role: user.role };
}
