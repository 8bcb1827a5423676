import { outboundProblem } from './outbound-schema';

describe('outboundProblem (OCPP 1.6 request schemas)', () => {
  it('passes a request that fits its schema', () => {
    expect(outboundProblem('RemoteStartTransaction', { connectorId: 1, idTag: 'ABC123' })).toBeNull();
    expect(outboundProblem('ChangeAvailability', { connectorId: 0, type: 'Inoperative' })).toBeNull();
  });

  it('names what breaks it', () => {
    expect(outboundProblem('RemoteStartTransaction', { connectorId: 1 })).toMatch(/idTag/);
    expect(outboundProblem('RemoteStartTransaction', { idTag: 'x'.repeat(21) })).toMatch(/20/);
    expect(outboundProblem('ChangeAvailability', { connectorId: 0, type: 'Sometimes' })).toMatch(
      /allowed values|equal to one of/,
    );
  });
});
