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
  databaseUnavailable: 'The database is unreachable. Please try again in a moment.',
  validationFailed: 'The given data was invalid.',
  serverError: 'Something went wrong on our side. Please try again.',
  prescriptionSold: 'This prescription has already been sold.',
  prescriptionRejected: 'This prescription was deleted.',
  stocktakeOpen: 'A stocktake is already open in this branch.',
  stocktakeClosed: 'This stocktake is no longer counting.',
  stocktakeProblems: 'The stocktake has lots to recount or correct before it can be applied.',
  stocktakeWrongSnapshot: 'The snapshot is not the one of this stocktake.',
  ticketNotYours: 'Only the assignee, the creator or a user who may edit tickets can change this ticket.',
  ticketAssignee: 'The selected assignee cannot work on tickets.',
  ticketRelated: 'The related record does not exist.',
  prescriptionNotWaiting: 'Only a prescription that is still waiting can be read again.',
  unknownDrugCode: 'No item has this drug code: map it to an item or give the item this barcode.',
  constructionOrderNotApproved: 'The order is not approved.',
  constructionOverApproved: 'More than approved and not yet issued.',
  constructionOverIssued: 'More than was issued.',
  constructionOrderNotClosable: 'Only an approved order can be closed.',
  // issue 19: accounting
  assetCleared: 'This asset has already been cleared.',
  collectionReceived: 'This collection has already been received.',
  noProfitToDistribute: 'There is no profit to distribute in this period.',
  noShareholderShares: 'No active shareholder has a share to distribute to.',
  sharesOverHundred: "The shareholders' shares add up to more than 100%.",
  endBeforeStart: 'The end date must not be before the start date.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/**
 * Messages with parameters: `{{name}}` marks each parameter. The server fills them in with
 * `formatMessage`; the web recognises the filled text, translates the key (also a key of the `server`
 * namespace) and puts the same parameters back.
 */
export const PARAM_MESSAGES = {
  cashBoxNegative:
    'Not enough money in the cash box {{box}}: it holds {{balance}} {{currency}}, and negative cash is not allowed.',
  // issue 19
  periodDistributed: 'This period has already been distributed ({{invoice}}).',
} as const;

export type ParamMessageKey = keyof typeof PARAM_MESSAGES;

/** The text of a parameterised message with its parameters in place. */
export function formatMessage(key: ParamMessageKey, params: Record<string, string>): string {
  return PARAM_MESSAGES[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
}
