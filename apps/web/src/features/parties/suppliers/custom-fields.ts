import { resourceEndpoints, resources } from '@bb/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../platform/api/call';
import type { CustomFieldValue } from './api';

interface FieldDefinition {
  id: string;
  name: string;
  model_name: string;
  field_type: string;
  is_required: boolean;
}

/**
 * The custom fields defined for suppliers, for a new supplier's dialog (an existing supplier's record
 * carries them with their values). Read from the base-field lookup, which any signed-in user may read (the
 * base-field list needs its own ability); the server still checks the required ones.
 */
export function useSupplierFieldDefinitions(enabled: boolean) {
  return useQuery({
    queryKey: ['suppliers', 'custom-field-definitions'],
    enabled,
    meta: { silent: true },
    retry: false,
    queryFn: async ({ signal }): Promise<CustomFieldValue[]> => {
      const answer = await call(resourceEndpoints(resources.baseCustomField).lookup, {}, { signal });
      return (answer.data as unknown as FieldDefinition[])
        .filter((d) => d.model_name === 'Supplier')
        .sort((a, b) => String(a.id).length - String(b.id).length || String(a.id).localeCompare(String(b.id)))
        .map((d) => ({
          base_custom_field_id: String(d.id),
          base_custom_field_name: d.name,
          field_type: d.field_type,
          is_required: d.is_required,
          field_value: null,
        }));
    },
  });
}
