import { useQuery } from '@tanstack/react-query';
import { api } from '../../platform/api/client';
import type { CustomFieldValue } from './api';

interface FieldDefinition {
  id: string;
  name: string;
  field_type: string;
  is_required: boolean;
}

/**
 * The custom fields defined for customers, for a new customer's dialog (an existing customer's record
 * carries them with their values). Read from the base-field list, which needs its list ability: without
 * it the dialog shows no custom fields and the server still checks the required ones.
 */
export function useCustomerFieldDefinitions(enabled: boolean) {
  return useQuery({
    queryKey: ['customers', 'custom-field-definitions'],
    enabled,
    meta: { silent: true },
    retry: false,
    queryFn: async ({ signal }): Promise<CustomFieldValue[]> => {
      const answer = await api.post<{ data: FieldDefinition[] }>(
        'general/base-custom-field/list',
        {
          sortBy: 'id',
          sortDir: 'asc',
          page: 1,
          perPage: 100,
          text: [{ column: 'model_name', symbol: 'ex', value: 'Customer' }],
        },
        { signal },
      );
      return answer.data.map((d) => ({
        base_custom_field_id: String(d.id),
        base_custom_field_name: d.name,
        field_type: d.field_type,
        is_required: d.is_required,
        field_value: null,
      }));
    },
  });
}
