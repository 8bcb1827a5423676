import { notFound } from '@chargesetu/shared/server-kit';

/** The same 404 whether the vehicle does not exist or belongs to someone else: nothing leaks. */
export const vehicleNotFound = (id: number) => notFound(`Vehicle ${id} was not found`);
