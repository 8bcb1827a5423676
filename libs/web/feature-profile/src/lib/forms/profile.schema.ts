import * as yup from 'yup';
import { profileFields } from '@chargesetu/web/ui';

/**
 * Editing the profile follows registration's rules and messages (docs/product.md §5 "Register"), the ones the
 * service checks PATCH /api/auth/me with. An account without a phone may stay without one.
 */
export const profileSchemaFor = (hasPhone: boolean) => yup.object(profileFields(hasPhone));
