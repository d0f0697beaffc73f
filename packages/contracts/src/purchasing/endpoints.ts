import { z } from 'zod';
import { documentEndpoints } from '../documents/endpoints.js';
import { defineEndpoint } from '../endpoints/define.js';
import {
  newestPurchaseRow,
  purchase,
  purchaseInput,
  purchaseLookupInput,
  purchaseOrder,
  purchaseOrderInput,
  purchaseReturn,
  purchaseReturnInput,
  receivableOrder,
  returnableLot,
} from '../purchasing.js';

const tag = 'purchasing';
const saved = z.object({ id: z.string(), invoice_id: z.string() });
const listOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

/** Purchase orders: the kernel's endpoints, approval included. */
export const purchaseOrderEndpoints = {
  ...documentEndpoints({
    base: 'inventory/purchase-order',
    tag,
    input: purchaseOrderInput,
    record: purchaseOrder,
    saved,
    access: {
      list: ['purchase_order_list'],
      get: ['purchase_order_list', 'purchase_order_edit', 'approve_purchase_order'],
      create: ['purchase_order_create'],
      edit: ['purchase_order_edit'],
      delete: ['purchase_order_delete'],
      approve: ['approve_purchase_order'],
    },
  }),
  /** Approved orders with something outstanding, for a purchase to receive. */
  receivable: defineEndpoint({
    method: 'GET',
    path: 'general/purchase-order/list',
    query: purchaseLookupInput,
    response: listOf(receivableOrder),
    access: ['purchase_create', 'purchase_add', 'purchase_edit', 'purchase_order_list'],
    tag,
  }),
};

export const purchaseEndpoints = {
  ...documentEndpoints({
    base: 'inventory/purchase',
    tag,
    input: purchaseInput,
    record: purchase,
    saved,
    access: {
      list: ['purchase_list'],
      get: ['purchase_list', 'purchase_edit', 'purchase_add'],
      create: ['purchase_create', 'purchase_add'],
      edit: ['purchase_edit'],
      delete: ['purchase_delete'],
    },
  }),
  /** The latest purchase lines of a branch. */
  newest: defineEndpoint({
    method: 'GET',
    path: 'purchase/newest-list',
    query: purchaseLookupInput,
    response: listOf(newestPurchaseRow),
    access: ['purchase_list', 'purchase_create', 'purchase_add'],
    tag,
  }),
};

export const purchaseReturnEndpoints = {
  ...documentEndpoints({
    base: 'inventory/purchase-return',
    tag,
    input: purchaseReturnInput,
    record: purchaseReturn,
    saved,
    access: {
      list: ['purchase_return_list'],
      get: ['purchase_return_list', 'purchase_return_create', 'purchase_return_edit'],
      create: ['purchase_return_create'],
      edit: ['purchase_return_edit'],
      delete: ['purchase_return_delete'],
    },
  }),
  /** Lots that can be returned, with their last purchase price. */
  returnableLots: defineEndpoint({
    method: 'GET',
    path: 'purchase-return/lots',
    query: purchaseLookupInput,
    response: listOf(returnableLot),
    access: ['purchase_return_create', 'purchase_return_edit'],
    tag,
  }),
};
