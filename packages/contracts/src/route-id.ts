/** A route's id from its path: `/inventory/item/dosage-form` -> `inventory.item.dosage_form` (params dropped). */
export const routeIdOf = (path: string): string =>
  path
    .split('/')
    .filter((s) => s !== '' && !s.startsWith(':'))
    .join('.')
    .replaceAll('-', '_') || 'root';
