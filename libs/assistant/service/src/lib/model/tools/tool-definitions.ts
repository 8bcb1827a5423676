import { Type, type Static, type TObject } from '@sinclair/typebox';

// The tools the model may call: reads of live platform data, described by TypeBox schemas that are
// both the JSON Schema the model sees and the check its arguments pass before anything runs.

const Connector = Type.String({
  description: 'Connector type: CCS2, CHAdeMO, Type 2, GB/T or Type 1',
  maxLength: 50,
});
const StationId = Type.Integer({ minimum: 1, description: 'Station id (from search_stations)' });

export const SearchStationsArgs = Type.Object(
  {
    city: Type.Optional(
      Type.String({
        maxLength: 100,
        description: 'City, e.g. Pune, Bengaluru (Bangalore and other spellings are understood)',
      }),
    ),
    state: Type.Optional(
      Type.String({
        maxLength: 100,
        description: 'Indian state or union territory, e.g. Maharashtra, Delhi',
      }),
    ),
    connector: Type.Optional(Connector),
    minPowerKw: Type.Optional(
      Type.Number({
        minimum: 0,
        maximum: 1000,
        description: 'Only stations with a charger of at least this power (kW); 100 = fast charging',
      }),
    ),
    limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 25, description: 'Most stations to return (default 10)' }),
    ),
  },
  { additionalProperties: false },
);

export const FindNearestOpenArgs = Type.Object(
  {
    connector: Type.Optional(Connector),
    minPowerKw: Type.Optional(
      Type.Number({ minimum: 0, maximum: 1000, description: 'Only chargers of at least this power (kW)' }),
    ),
    limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 10, description: 'Most open stations to return (default 3)' }),
    ),
  },
  { additionalProperties: false },
);

export const GetStationArgs = Type.Object({ stationId: StationId }, { additionalProperties: false });

export const GetAvailabilityArgs = Type.Object(
  {
    stationId: StationId,
    date: Type.String({
      description:
        'IST date YYYY-MM-DD from today up to the booking horizon (30 days unless configured), or "today" / "tomorrow"',
      maxLength: 20,
    }),
    connector: Type.Optional(Connector),
    powerKw: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 1000 })),
  },
  { additionalProperties: false },
);

export const EstimateCostArgs = Type.Object(
  {
    stationId: Type.Optional(StationId),
    connector: Type.Optional(Connector),
    powerKw: Type.Optional(
      Type.Number({ exclusiveMinimum: 0, maximum: 1000, description: 'Charging power in kW' }),
    ),
    durationMinutes: Type.Optional(
      Type.Number({ exclusiveMinimum: 0, maximum: 24 * 60, description: 'Default 30 (one booking slot)' }),
    ),
    energyKwh: Type.Optional(
      Type.Number({ exclusiveMinimum: 0, maximum: 1000, description: 'Energy instead of power × time' }),
    ),
    pricePerKwh: Type.Optional(
      Type.Number({ exclusiveMinimum: 0, maximum: 1000, description: 'Only when no station is given' }),
    ),
  },
  { additionalProperties: false },
);

export const NoArgs = Type.Object({}, { additionalProperties: false });

export const CheckCompatibilityArgs = Type.Object(
  {
    stationId: StationId,
    vehicleId: Type.Optional(
      Type.Integer({ minimum: 1, description: "One of the user's vehicles; default all" }),
    ),
  },
  { additionalProperties: false },
);

export const LookupEvModelArgs = Type.Object(
  {
    model: Type.String({
      minLength: 1,
      maxLength: 100,
      description: 'EV make and model, e.g. "Tata Nexon EV"',
    }),
  },
  { additionalProperties: false },
);

export type SearchStationsArgs = Static<typeof SearchStationsArgs>;
export type FindNearestOpenArgs = Static<typeof FindNearestOpenArgs>;
export type GetAvailabilityArgs = Static<typeof GetAvailabilityArgs>;
export type EstimateCostArgs = Static<typeof EstimateCostArgs>;
export type CheckCompatibilityArgs = Static<typeof CheckCompatibilityArgs>;

export interface ToolDefinition {
  name: string;
  description: string;
  parameters: TObject;
}

export const TOOL_DEFINITIONS: readonly ToolDefinition[] = [
  {
    name: 'search_stations',
    description:
      'Search ChargeSetu charging stations by city, state, connector type and minimum power. Returns stations with chargers, prices per kWh (INR), rating, hours and a link.',
    parameters: SearchStationsArgs,
  },
  {
    name: 'find_nearest_open_stations',
    description:
      'The stations nearest to the user that are open now (IST opening hours), from the location their browser shared with this question: straight-line distance, hours, chargers, prices, and the booking link. Use it for "nearest", "closest" or "near me" questions. Fails when the user shared no location.',
    parameters: FindNearestOpenArgs,
  },
  {
    name: 'get_station',
    description: 'Full details of one station: address, hours, chargers and prices, amenities.',
    parameters: GetStationArgs,
  },
  {
    name: 'get_availability',
    description:
      'Free 30-minute slots of a station for an IST date, optionally for one connector type and power.',
    parameters: GetAvailabilityArgs,
  },
  {
    name: 'estimate_cost',
    description:
      'Charging cost: price per kWh × power (kW) × hours (or × kWh), plus the ₹10 platform fee and 18% GST on both. Uses the station’s real price when stationId is given.',
    parameters: EstimateCostArgs,
  },
  {
    name: 'list_my_bookings',
    description: "The signed-in user's bookings with status, station, IST time, charger and cost.",
    parameters: NoArgs,
  },
  {
    name: 'list_my_vehicles',
    description: "The signed-in user's vehicles and their connector types.",
    parameters: NoArgs,
  },
  {
    name: 'check_compatibility',
    description: "Which chargers of a station fit the user's vehicles (by connector type).",
    parameters: CheckCompatibilityArgs,
  },
  {
    name: 'lookup_ev_model',
    description: 'Which connectors a common Indian EV model uses (DC and AC) and its battery size.',
    parameters: LookupEvModelArgs,
  },
];

/** The OpenAI chat-completions `tools` array: plain JSON Schema (TypeBox's symbols are not serialised). */
export function openAiTools() {
  return TOOL_DEFINITIONS.map((t) => ({
    type: 'function' as const,
    function: {
      name: t.name,
      description: t.description,
      parameters: JSON.parse(JSON.stringify(t.parameters)) as Record<string, unknown>,
    },
  }));
}
