import { NotFound } from '@chargesetu/shared/domain';

/** The same 404 whether the vehicle does not exist or belongs to someone else: nothing leaks. */
export const vehicleNotFound = (id: number) => new NotFound(`Vehicle ${id} was not found`);
