import type { AutomationName } from '@bb/contracts';
import type { Task } from '../../platform/scheduler.js';
import { depreciationTask } from '../accounting/asset-depreciation.js';
import { notifyExpiry, notifyLowQuantity } from './notifications.js';
import { notifyDueInstalments } from './residence.js';
import { backUpStock } from './stock-backup.js';
import { chargeSubscriptions } from './subscriptions.js';

/** Every automated task a tenant can switch on (AUTOMATIONS in contracts), by name. */
export const AUTOMATION_TASKS: Readonly<Record<AutomationName, Task>> = {
  daily_stock_backup: backUpStock,
  customer_subscription_receipts: chargeSubscriptions,
  low_quantity_notification: notifyLowQuantity,
  expiry_notification: notifyExpiry,
  residence_instalments_due: notifyDueInstalments,
  asset_depreciation: depreciationTask,
};
