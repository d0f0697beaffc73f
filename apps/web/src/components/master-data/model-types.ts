/**
 * Master-data resources that attachments and comments can hang off, by resource name -> the model
 * type the server knows (platform/models.ts). More join as their modules register model types.
 */
export const MODEL_TYPES: Readonly<Record<string, string>> = {
  inventory: 'inventory',
  shareholder: 'shareholder',
  machine: 'machine',
  hr_employee: 'hr_employee',
  hr_letter: 'hr_letter',
};
