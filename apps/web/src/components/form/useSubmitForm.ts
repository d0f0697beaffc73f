import type { FormInstance } from 'antd';
import { SUBMIT_GUARD, useGuardedAction } from './useGuardedAction';

/**
 * The guarded Save of a form: validates (the form shows what is missing), then sends every value the
 * form holds; a refused save is left to the mutation's onError.
 */
export function useSubmitForm<V>(form: FormInstance<V>, save: (values: V) => Promise<unknown>) {
  return useGuardedAction(async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    await save(form.getFieldsValue(true) as V).catch(() => undefined);
  }, SUBMIT_GUARD);
}
