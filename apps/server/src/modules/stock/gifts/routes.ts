import { giftEndpoints } from '@bb/contracts';
import type { App } from '../../../platform/app-types.js';
import { registerDeclaredDocument } from '../../documents/routes.js';
import { giftDocument } from './document.js';
import { getGift, giftsTable } from './queries.js';

/** Gifts: list and export, one gift, create (idempotent), edit and delete, from the kernel and the declared endpoints. */
export async function giftRoutes(app: App): Promise<void> {
  registerDeclaredDocument(app, giftDocument, {
    endpoints: giftEndpoints,
    title: 'Gifts',
    list: giftsTable,
    get: getGift,
    model: { view: ['gift_list'], edit: ['gift_create', 'gift_edit'], auditable: true },
  });
}
