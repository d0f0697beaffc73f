import { resourceEndpoints, resources } from '@bb/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../platform/api/call';
import type { CustomFieldValue } from './api';

interface FieldDefinition {
  id: string;
  name: string;
  field_type: string;
  is_required: boolean;
  model_name: string;
}

/**
 * The custom fields defined for customers, for a new customer's dialog (an existing customer's record
 * carries them with their values). Read from the base-field lookup (any signed-in user); should it fail,
 * the dialog shows no custom fields and the server still checks the required ones.
 */
export function useCustomerFieldDefinitions(enabled: boolean) {
  return useQuery({
    queryKey: ['customers', 'custom-field-definitions'],
    enabled,
    meta: { silent: true },
    retry: false,
    queryFn: async ({ signal }): Promise<CustomFieldValue[]> => {
      const answer = await call(resourceEndpoints(resources.baseCustomField).lookup, {}, { signal });
      return (answer.data as unknown as FieldDefinition[])
        .filter((d) => d.model_name === 'Customer')
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
