/**
 * User-facing messages of the spec's error catalogue. The server sends these exact texts; the web
 * translates them (each is also a translation key).
 */
export const MESSAGES = {
  archiveNotAllowed: 'Archive not allowed',
  deleteNotAllowed: 'Delete not allowed',
  updateNotAllowed: 'Update not allowed',
  noCustomerFound: 'No customer found',
  notFound: 'Not found',
  noResultsFound: 'No results found',
  auditedLocked: 'update and delete are not allowed once audited',
  soldLocked: 'update and delete are not allowed once sold',
  returnNotAllowed: 'Return not allowed',
  saleHasReceipts: 'cannot delete a sale that has customer receipt invoices',
  noEnoughQuantity: 'no enough quantity',
  cannotApprove: 'you cannot approve',
  invalidCredentials: 'These credentials do not match our records.',
  accountDisabled: 'This account is disabled.',
  tooManyAttempts: 'Too many login attempts. Please try again later.',
  unauthenticated: 'Unauthenticated.',
  forbidden: 'This action is unauthorized.',
  maintenance: 'The system is under maintenance. Please try again later.',
  validationFailed: 'The given data was invalid.',
  serverError: 'Something went wrong on our side. Please try again.',
} as const;

export type MessageKey = keyof typeof MESSAGES;
