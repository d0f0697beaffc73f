import { MASTER_DATA } from '@bb/contracts';
import type { App } from '../../platform/app-types.js';
import { registerResource } from '../../platform/resources/register.js';
import { MASTER_DATA_RULES } from './rules.js';

/** Every master-data resource, each from its one declaration in packages/contracts. */
export async function masterDataRoutes(app: App): Promise<void> {
  for (const def of MASTER_DATA) registerResource(app, def, MASTER_DATA_RULES[def.name]);
}
