import { type CustomFieldValue, resourceEndpoints, resources } from '@bb/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../platform/api/call';

interface FieldDefinition {
  id: string;
  name: string;
  field_type: string;
  is_required: boolean;
  model_name: string;
}

/** Ids in numeric order (they come as text). */
const byId = (a: FieldDefinition, b: FieldDefinition) =>
  String(a.id).length - String(b.id).length || String(a.id).localeCompare(String(b.id));

/**
 * The custom fields defined for a party model (`Customer`, `Supplier`), for a new party's dialog (an
 * existing record carries them with their values). Read from the base-field lookup, which any signed-in
 * user may read (the base-field list needs its own ability); should it fail, the dialog shows no custom
 * fields and the server still checks the required ones. Suppliers list them in id order; customers in
 * the lookup's order.
 */
export function useCustomFieldDefinitions(model: 'Customer' | 'Supplier', enabled: boolean) {
  return useQuery({
    queryKey: [model === 'Customer' ? 'customers' : 'suppliers', 'custom-field-definitions'],
    enabled,
    meta: { silent: true },
    retry: false,
    queryFn: async ({ signal }): Promise<CustomFieldValue[]> => {
      const answer = await call(resourceEndpoints(resources.baseCustomField).lookup, {}, { signal });
      const definitions = (answer.data as unknown as FieldDefinition[]).filter((d) => d.model_name === model);
      if (model === 'Supplier') definitions.sort(byId);
      return definitions.map((d) => ({
        base_custom_field_id: String(d.id),
        base_custom_field_name: d.name,
        field_type: d.field_type,
        is_required: d.is_required,
        field_value: null,
      }));
    },
  });
}
