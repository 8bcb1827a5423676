import { Conflict, InvalidRequest, Unavailable, UpstreamFailed } from '@chargesetu/shared/domain';
import { commandRequestProblem, replyOf, resultOf } from './command-envelope';

describe('the command hand-over envelope', () => {
  const request = {
    requestId: 'req-1',
    chargePointId: 'CP-1',
    action: 'RemoteStartTransaction',
    params: { connectorId: 1, idTag: 'DRIVER42' },
    deadline: 1_700_000_000_000,
    hops: 1,
  };

  it('accepts a request on the envelope', () => {
    expect(commandRequestProblem(request)).toBeNull();
    expect(commandRequestProblem({ ...request, hops: 2 })).toBeNull();
  });

  it('names what puts a request off it: an unknown action, a bad identity, too many hops, a stray field', () => {
    expect(commandRequestProblem({ ...request, action: 'DataTransfer' })).toMatch(/^\/action: /);
    expect(commandRequestProblem({ ...request, chargePointId: 'no spaces' })).toMatch(/^\/chargePointId: /);
    expect(commandRequestProblem({ ...request, hops: 0 })).toMatch(/^\/hops: /);
    expect(commandRequestProblem({ ...request, hops: 3 })).toMatch(/^\/hops: /);
    expect(commandRequestProblem({ ...request, extra: 1 })).toMatch(/extra|additional/i);
    expect(commandRequestProblem('{"not":"an object"}')).toMatch(/^request: /);
  });

  it('carries a result back as it is', () => {
    expect(resultOf(replyOf({ result: { status: 'Accepted' } }), 'CP-1')).toEqual({ status: 'Accepted' });
  });

  it('carries a refusal back as the same domain error, with its message', () => {
    const cases = [
      new Conflict('Charger CP-1 is not connected right now. Please try again later.'),
      new InvalidRequest('Reset: must have required property type'),
      new UpstreamFailed('Charger CP-1 did not answer Reset in time'),
      new Unavailable('not now'),
    ];
    for (const error of cases) {
      const back = (() => {
        try {
          resultOf(replyOf({ error }), 'CP-1');
        } catch (err) {
          return err;
        }
        return undefined;
      })();
      expect(back).toBeInstanceOf(error.constructor);
      expect((back as Error).message).toBe(error.message);
    }
  });

  it('hides an unexpected failure of the holder behind an upstream failure, and refuses a reply off the envelope', () => {
    expect(replyOf({ error: new TypeError('x is undefined') })).toEqual({
      ok: false,
      kind: 'upstream-failed',
      message: 'The charger’s instance failed the command',
    });
    expect(() => resultOf({ ok: true }, 'CP-1')).toThrow(UpstreamFailed);
    expect(() => resultOf({ ok: false, kind: 'not-found', message: 'x' }, 'CP-1')).toThrow(
      'The instance holding charger CP-1 answered off the envelope',
    );
  });
});
