import type { FormInstance } from 'antd';
import type { LooseT } from '../loose-t';
import { type SchemaLike, validateObject, validateValue } from './validation';

/** antd rules that check one field with its shared zod schema, worded with its label. */
export function zodRules(schema: SchemaLike, label: string, t: LooseT) {
  return [
    {
      validator: async (_: unknown, value: unknown) => {
        const message = validateValue(schema, value, label, t);
        if (message) throw new Error(message);
      },
    },
  ];
}

/**
 * Validates the form's fields, then the whole body with the shared schema (rules across fields);
 * answers the parsed body, or undefined after putting the messages on the fields.
 */
export async function validateWithSchema(
  form: FormInstance,
  schema: SchemaLike,
  keys: readonly string[],
  labelOf: (key: string) => string,
  t: LooseT,
): Promise<Record<string, unknown> | undefined> {
  try {
    await form.validateFields();
  } catch {
    return undefined;
  }
  const values = form.getFieldsValue(keys as string[]) as Record<string, unknown>;
  const { data, errors } = validateObject(schema, values, labelOf, t);
  if (Object.keys(errors).length > 0) {
    form.setFields(Object.entries(errors).map(([name, list]) => ({ name, errors: list })));
    return undefined;
  }
  return data as Record<string, unknown>;
}
