import { validateYupSchema, yupToFormErrors } from 'formik';
import {
  defaultConnectorRows,
  REGISTER_MESSAGES,
  registerChargePointSchema,
  toRegisterBody,
  type RegisterChargePointValues,
} from './register-charge-point.schema';

async function errorsOf(values: RegisterChargePointValues) {
  try {
    await validateYupSchema(values, registerChargePointSchema);
    return {};
  } catch (error) {
    return yupToFormErrors(error);
  }
}

const twoChargers = {
  chargers: [
    { type: 'CCS2', power: 50, pricePerKwh: '18.50' },
    { type: 'Type 2', power: 7.4, pricePerKwh: '12.00' },
  ],
};
const valid: RegisterChargePointValues = {
  stationId: '12',
  chargePointId: '',
  connectors: defaultConnectorRows(twoChargers),
};

describe('register charge point schema', () => {
  it('numbers a station’s chargers 1..n, all included', () => {
    expect(defaultConnectorRows(twoChargers)).toEqual([
      { include: true, connectorId: 1 },
      { include: true, connectorId: 2 },
    ]);
    expect(defaultConnectorRows(undefined)).toEqual([]);
  });

  it('asks for a station, and says nothing of connectors before one is chosen', async () => {
    expect(await errorsOf({ stationId: '', chargePointId: '', connectors: [] })).toEqual({
      stationId: REGISTER_MESSAGES.station,
    });
  });

  it('accepts an empty identity and every identity the contract allows', async () => {
    expect(await errorsOf(valid)).toEqual({});
    for (const id of ['CS12-1', 'a*b_c=d:e+f|g@h.i-j', 'x'.repeat(48), '  KOR-1  ']) {
      expect(await errorsOf({ ...valid, chargePointId: id })).toEqual({});
    }
  });

  it('refuses an identity with spaces or other characters, or longer than 48', async () => {
    for (const id of ['CS 12', 'CS#12', 'x'.repeat(49), 'café']) {
      expect(await errorsOf({ ...valid, chargePointId: id })).toEqual({
        chargePointId: REGISTER_MESSAGES.identity,
      });
    }
  });

  it('wants at least one charger, and a whole connector id from 1 to 100 on each included one', async () => {
    expect(
      await errorsOf({ ...valid, connectors: valid.connectors.map((c) => ({ ...c, include: false })) }),
    ).toEqual({ connectors: REGISTER_MESSAGES.noConnector });
    for (const bad of ['', 0, 101, 1.5] as const) {
      expect(
        await errorsOf({
          ...valid,
          connectors: [{ include: true, connectorId: bad as number | '' }, valid.connectors[1]],
        }),
      ).toEqual({ connectors: [{ connectorId: REGISTER_MESSAGES.connectorId }] });
    }
    // A row left out may have anything in its box.
    expect(
      await errorsOf({ ...valid, connectors: [{ include: false, connectorId: '' }, valid.connectors[1]] }),
    ).toEqual({});
  });

  it('marks the second use of a connector id on its own row', async () => {
    const errors = await errorsOf({
      ...valid,
      connectors: [
        { include: true, connectorId: 1 },
        { include: true, connectorId: 1 },
      ],
    });
    expect(errors).toEqual({ connectors: [undefined, { connectorId: REGISTER_MESSAGES.duplicate }] });
  });

  it('refuses more than 20 connectors (the contract’s limit)', async () => {
    const connectors = Array.from({ length: 21 }, (_, i) => ({ include: true, connectorId: i + 1 }));
    expect(await errorsOf({ ...valid, connectors })).toEqual({ connectors: REGISTER_MESSAGES.tooMany });
  });

  it('builds the body from the included rows, with their charger indexes', () => {
    expect(
      toRegisterBody({
        stationId: '12',
        chargePointId: ' KOR-1 ',
        connectors: [
          { include: false, connectorId: 1 },
          { include: true, connectorId: 3 },
        ],
      }),
    ).toEqual({ stationId: 12, chargePointId: 'KOR-1', connectors: [{ connectorId: 3, chargerIndex: 1 }] });
    expect(toRegisterBody(valid)).toEqual({
      stationId: 12,
      connectors: [
        { connectorId: 1, chargerIndex: 0 },
        { connectorId: 2, chargerIndex: 1 },
      ],
    });
  });
});
