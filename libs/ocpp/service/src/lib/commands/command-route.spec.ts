import { commandRoute, MAX_HAND_OVERS } from './command-route';

describe('commandRoute (which instance sends a command)', () => {
  const base = { heldHere: false, registryHolder: 'B', self: 'A', canHandOver: true, hops: 0 };

  it('When this instance holds the socket, then it sends the command itself, whatever the registry says', () => {
    expect(commandRoute({ ...base, heldHere: true })).toEqual({ to: 'here' });
    expect(commandRoute({ ...base, heldHere: true, canHandOver: false, hops: MAX_HAND_OVERS })).toEqual({
      to: 'here',
    });
  });

  it('When the registry names another instance, then the command is handed to it (and re-routed once)', () => {
    expect(commandRoute(base)).toEqual({ to: 'instance', instance: 'B' });
    expect(commandRoute({ ...base, hops: 1 })).toEqual({ to: 'instance', instance: 'B' });
  });

  it('When nobody holds it, the registry names this instance, there is no broker, or it was re-routed already, then nowhere', () => {
    expect(commandRoute({ ...base, registryHolder: null })).toEqual({ to: 'nowhere' });
    expect(commandRoute({ ...base, registryHolder: 'A' })).toEqual({ to: 'nowhere' });
    expect(commandRoute({ ...base, canHandOver: false })).toEqual({ to: 'nowhere' });
    expect(commandRoute({ ...base, hops: MAX_HAND_OVERS })).toEqual({ to: 'nowhere' });
  });
});
