import { ApiError } from './api';
import { hasMessage, type Translate } from './i18n';

/** The errorCode of a failed call, UNKNOWN_ERROR for anything that is not an API answer. */
export const errorCodeOf = (error: unknown): string => (error instanceof ApiError ? error.errorCode : 'UNKNOWN_ERROR');

/**
 * What to tell the user about a failed call: our own copy for a known errorCode (product-spec §8),
 * else the gateway's msg, else "a server error occurred" in the current language.
 */
export function errorText(error: unknown, t: Translate): string {
  const key = `errorCode.${errorCodeOf(error)}`;
  if (hasMessage(key)) return t(key);
  if (error instanceof ApiError && error.serverMsg) return error.serverMsg;
  return t('error.server');
}
