import { checkCall, checkCallError, checkCallResult, parseFrame, violationCode } from './ocpp-j-frames';

describe('parseFrame', () => {
  it('reads the three message types', () => {
    expect(parseFrame('[2,"a1","Reset",{"type":"Soft"}]')).toEqual({
      type: 'call',
      messageId: 'a1',
      action: 'Reset',
      payload: { type: 'Soft' },
    });
    expect(parseFrame('[3,"a1",{"status":"Accepted"}]')).toEqual({
      type: 'result',
      messageId: 'a1',
      payload: { status: 'Accepted' },
    });
    expect(parseFrame('[4,"a1","NotImplemented","no",{}]')).toEqual({
      type: 'error',
      messageId: 'a1',
      code: 'NotImplemented',
      description: 'no',
      details: {},
      problems: [],
    });
  });

  it('reads a null payload as an empty one (§4.2.1)', () => {
    expect(parseFrame('[2,"a1","Heartbeat",null]')).toMatchObject({ type: 'call', payload: {} });
    expect(parseFrame('[3,"a1",null]')).toMatchObject({ type: 'result', payload: {} });
  });

  it('answers a CALL it cannot read with a FormationViolation under its id', () => {
    expect(parseFrame('[2,"a1","Reset"]')).toMatchObject({
      type: 'bad-call',
      messageId: 'a1',
      code: 'FormationViolation',
    });
    expect(parseFrame('[2,"a1",7,{}]')).toMatchObject({ type: 'bad-call', code: 'FormationViolation' });
    expect(parseFrame('[2,"a1","Reset",[]]')).toMatchObject({ type: 'bad-call', code: 'FormationViolation' });
    expect(parseFrame(`[2,"${'x'.repeat(37)}","Reset",{}]`)).toMatchObject({
      type: 'bad-call',
      code: 'PropertyConstraintViolation',
    });
  });

  it('ignores what has no id to answer, or an unknown message type (§4.1.3)', () => {
    expect(parseFrame('not json')).toMatchObject({ type: 'ignored' });
    expect(parseFrame('{"a":1}')).toMatchObject({ type: 'ignored' });
    expect(parseFrame('[5,"a1",{}]')).toMatchObject({ type: 'ignored' });
    expect(parseFrame('[2,17,"Reset",{}]')).toMatchObject({ type: 'ignored' });
  });

  it('keeps a CALLERROR whose code is not OCPP 1.6 as an error, with what is wrong with it', () => {
    // ocpp-rpc writes OCPP 2.0's spelling; the answer still fails the call.
    const frame = parseFrame('[4,"a1","FormatViolation","bad",{}]');
    expect(frame).toMatchObject({ type: 'error', code: 'FormatViolation' });
    expect(frame.type === 'error' && frame.problems.length).toBeGreaterThan(0);
  });
});

describe('violationCode', () => {
  it('names the OCPP-J error of each kind of schema complaint', () => {
    expect(violationCode(['Invalid OCPP call: /connectorId must be integer'])).toBe(
      'TypeConstraintViolation',
    );
    expect(violationCode(["Invalid OCPP call:  must have required property 'idTag'"])).toBe(
      'OccurrenceConstraintViolation',
    );
    expect(violationCode(['Invalid OCPP call: /type must be equal to one of the allowed values'])).toBe(
      'PropertyConstraintViolation',
    );
    expect(violationCode(['Invalid OCPP call: /idTag must NOT have more than 20 characters'])).toBe(
      'PropertyConstraintViolation',
    );
    expect(violationCode(['something else'])).toBe('FormationViolation');
  });
});

describe('checkCall', () => {
  it('passes a valid CALL', () => {
    expect(checkCall('m1', 'RemoteStartTransaction', { idTag: 'TAG1', connectorId: 1 })).toBeNull();
  });

  it('gives the error code of what is wrong', () => {
    expect(checkCall('m1', 'RemoteStartTransaction', { connectorId: 1 })?.code).toBe(
      'OccurrenceConstraintViolation',
    );
    expect(checkCall('m1', 'RemoteStartTransaction', { idTag: 7 })?.code).toBe('TypeConstraintViolation');
    expect(checkCall('m1', 'Reset', { type: 'Gentle' })?.code).toBe('PropertyConstraintViolation');
  });

  it('refuses a field the PDU does not have (typed-ocpp alone would drop it silently)', () => {
    expect(checkCall('m1', 'Reset', { type: 'Soft', when: 'now' })).toEqual({
      code: 'FormationViolation',
      errors: ['has properties its schema does not define'],
    });
  });
});

describe('checkCallResult', () => {
  const call = {
    messageId: 'm1',
    action: 'StartTransaction',
    payload: { connectorId: 1, idTag: 'T', meterStart: 0, timestamp: '2026-01-01T00:00:00.000Z' },
  };

  it('checks an answer against the response schema of its call', () => {
    expect(checkCallResult(call, { transactionId: 5, idTagInfo: { status: 'Accepted' } })).toBeNull();
    expect(checkCallResult(call, { idTagInfo: { status: 'Accepted' } })?.code).toBe(
      'OccurrenceConstraintViolation',
    );
    expect(checkCallResult(call, { transactionId: 5, idTagInfo: { status: 'Fine' } })?.code).toBe(
      'PropertyConstraintViolation',
    );
  });
});

describe('checkCallError', () => {
  it('accepts the codes of OCPP-J 1.6 only', () => {
    expect(checkCallError([4, 'm1', 'NotSupported', '', {}])).toBeNull();
    expect(checkCallError([4, 'm1', 'Oops', '', {}])).not.toBeNull();
  });
});
