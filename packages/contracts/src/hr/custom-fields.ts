import { z } from 'zod';
import { defineEndpoint } from '../endpoints/define.js';
import { customFieldValue } from '../parties/endpoints.js';
import { rules } from '../resources/define.js';

/**
 * An employee's custom fields (issue 16): the base custom fields defined for the model `Employee`
 * (`/inventory/base-field`), kept with the same machinery as the customers' and suppliers'. The PUT replaces
 * the values and refuses a required field left empty.
 */
export const employeeCustomFieldsInput = z.object({
  custom_fields: z
    .array(z.object({ base_custom_field_id: rules.id, field_value: z.string().max(1000).nullish() }))
    .max(100),
});
export type EmployeeCustomFieldsInput = z.input<typeof employeeCustomFieldsInput>;

const idParams = z.object({ id: z.string().regex(/^\d{1,18}$/, 'Not a valid id.') });
const answer = z.object({ data: z.array(customFieldValue) });

export const employeeCustomFieldEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: 'hr/employee/:id/custom-fields',
    params: idParams,
    response: answer,
    access: ['hr_employee_list', 'hr_employee_edit'],
    tag: 'hr',
  }),
  put: defineEndpoint({
    method: 'PUT',
    path: 'hr/employee/:id/custom-fields',
    params: idParams,
    body: employeeCustomFieldsInput,
    response: answer,
    access: ['hr_employee_edit'],
    tag: 'hr',
  }),
};
