import { MESSAGES } from '@bb/contracts';
import { invalid } from '../../platform/errors.js';
import type { ResourceRules } from '../../platform/resources/bindings.js';

/** Rules of master-data resources beyond their declarations, by resource name. */
export const MASTER_DATA_RULES: Record<string, ResourceRules> = {
  currency_rate: {
    validate: async (_tx, input) => {
      if (input.currency_code_from === input.currency_code_to) {
        throw invalid({ currency_code_to: [MESSAGES.currenciesMustDiffer] });
      }
    },
  },
};
