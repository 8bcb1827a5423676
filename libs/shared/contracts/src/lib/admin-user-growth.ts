import { Type, type Static } from '@sinclair/typebox';
import { ADMIN_USERS_PATH } from './admin-users';
import { IsoDateTime } from './common';

/** GET: driver accounts per month, for the admin dashboard's Analytics tab (auth service; administrators only). */
export const ADMIN_USER_GROWTH_PATH = `${ADMIN_USERS_PATH}/growth`;

/** How many IST months one read covers: 1..36, 12 unless asked. */
export const USER_GROWTH_MONTHS = { default: 12, max: 36 } as const;

/** GET /api/auth/admin/users/growth?months=12: the last `months` IST calendar months, this one included. */
export const UserGrowthQuery = Type.Object(
  {
    months: Type.Optional(
      Type.Integer({ minimum: 1, maximum: USER_GROWTH_MONTHS.max, default: USER_GROWTH_MONTHS.default }),
    ),
  },
  { additionalProperties: false },
);
export type UserGrowthQuery = Static<typeof UserGrowthQuery>;

const Count = Type.Integer({ minimum: 0 });

/** One IST calendar month of driver accounts. */
export const UserGrowthMonth = Type.Object({
  /** 'YYYY-MM', IST. */
  month: Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' }),
  /** Driver accounts created in the month (so far, for the current month). */
  newDrivers: Count,
  /** Driver accounts created up to the month's end (up to now, for the current month). */
  totalDrivers: Count,
});
export type UserGrowthMonth = Static<typeof UserGrowthMonth>;

/**
 * Driver accounts (role `user`; administrators are not customers) by the IST month they were created,
 * oldest month first, ending with the current month. Counts the accounts as they are now: an account
 * whose role changed counts under its role of today.
 */
export const UserGrowth = Type.Object({
  months: Type.Array(UserGrowthMonth),
  generatedAt: IsoDateTime,
});
export type UserGrowth = Static<typeof UserGrowth>;
