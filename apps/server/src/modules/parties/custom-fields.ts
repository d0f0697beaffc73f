import { sql } from 'kysely';
import type { TenantTx } from '../../platform/db/tenant.js';
import { invalid } from '../../platform/errors.js';

type Model = 'Customer' | 'Supplier' | 'Item' | 'Employee';

/**
 * Writes a record's custom field values: only fields defined for its model, and every required field
 * must have a value.
 */
export async function writeCustomFields(
  tx: TenantTx,
  model: Model,
  modelId: string,
  values: { base_custom_field_id: string; field_value?: string | null }[],
) {
  const defs = (
    await sql<{
      id: string;
      name: string;
      is_required: boolean;
    }>`select id, name, is_required from base_custom_fields where model_name = ${model}`.execute(tx)
  ).rows;
  const errors: Record<string, string[]> = {};
  values.forEach((v, i) => {
    if (!defs.some((d) => d.id === v.base_custom_field_id))
      errors[`custom_fields.${i}.base_custom_field_id`] = ['This field does not belong here.'];
  });
  for (const d of defs.filter((x) => x.is_required)) {
    const v = values.find((x) => x.base_custom_field_id === d.id);
    if (!v?.field_value?.trim())
      errors.custom_fields = [...(errors.custom_fields ?? []), `${d.name} is required.`];
  }
  if (Object.keys(errors).length) throw invalid(errors);
  await sql`delete from custom_field_values where model_name = ${model} and model_id = ${modelId}`.execute(
    tx,
  );
  for (const v of values) {
    if (v.field_value === undefined || v.field_value === null || v.field_value === '') continue;
    await sql`insert into custom_field_values (tenant_id, base_custom_field_id, model_name, model_id, field_value)
      values (${tx.tenantId}, ${v.base_custom_field_id}, ${model}, ${modelId}, ${v.field_value})`.execute(tx);
  }
}

/** A record's custom fields with their names, including the defined ones without a value. */
export async function customFieldsOf(tx: TenantTx, model: Model, modelId: string) {
  const r = await sql<{
    base_custom_field_id: string;
    base_custom_field_name: string;
    field_type: string;
    is_required: boolean;
    field_value: string | null;
  }>`
    select f.id as base_custom_field_id, f.name as base_custom_field_name, f.field_type, f.is_required, v.field_value
    from base_custom_fields f
    left join custom_field_values v on v.tenant_id = f.tenant_id and v.base_custom_field_id = f.id and v.model_id = ${modelId}
    where f.model_name = ${model} order by f.id`.execute(tx);
  return r.rows;
}
