// The password routes' field rules, with the server's messages: one table in the contracts, which the web
// app's change-password, reset and admin login forms read too.
export {
  ADMIN_LOGIN_RULES,
  ADMIN_RESET_RULES,
  CHANGE_PASSWORD_RULES,
  LOGIN_RULES,
} from '@chargesetu/shared/contracts';
