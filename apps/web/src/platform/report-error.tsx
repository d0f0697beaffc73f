import { MESSAGES } from '@bb/contracts';
import { isApiError } from './api/api-error';
import { translateServerMessage } from './i18n/server-messages';
import { notify } from './notify';

/**
 * The spec's error catalogue (app-shell section 8) for any failed call a screen does not handle itself:
 * 401 and 503 change the session state instead of toasting; answers with field errors list every message
 * in an error notification; anything else shows its translated message as an error toast. 5 s each.
 */
export function reportError(error: unknown): void {
  if (isApiError(error)) {
    if (error.status === 401 || (error.status === 503 && error.message !== MESSAGES.databaseUnavailable))
      return;
    if (Object.keys(error.errors).length > 0) {
      notify.errorList(
        translateServerMessage(error.message),
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {error.messages.map((m) => (
            <li key={m}>{translateServerMessage(m)}</li>
          ))}
        </ul>,
      );
      return;
    }
    notify.error(translateServerMessage(error.message));
    return;
  }
  if (error instanceof DOMException && error.name === 'AbortError') return;
  notify.error(translateServerMessage(MESSAGES.serverError));
  console.error(error);
}
