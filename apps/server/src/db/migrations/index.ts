import type { Migration } from 'kysely';
import * as m0001 from './0001_foundation.js';
import * as m0002 from './0002_activity_notifications.js';
import * as m0003 from './0003_master_data.js';
import * as m0004 from './0004_attachments_comments_audits.js';
import * as m0005 from './0005_ledger.js';
import * as m0006 from './0006_money_documents.js';
import * as m0007 from './0007_catalog_stock.js';
import * as m0008 from './0008_stock_out_backup.js';
import * as m0009 from './0009_parties.js';
import * as m0010 from './0010_party_documents.js';
import * as m0011 from './0011_ledger_speed.js';
import * as m0012 from './0012_sales.js';
import * as m0013 from './0013_purchasing.js';
import * as m0014 from './0014_residence_units.js';
import * as m0015 from './0015_customer_subscriptions.js';
import * as m0016 from './0016_gifts.js';
import * as m0017 from './0017_search_speed.js';
import * as m0018 from './0018_sale_ids.js';
import * as m0019 from './0019_automation_runs.js';
import * as m0020 from './0020_sale_lines_date.js';
import * as m0021 from './0021_ledger_post_speed.js';
import * as m0022 from './0022_auth_notify.js';
import * as m0023 from './0023_subscription_charges.js';
import * as m0025 from './0025_notification_messages.js';
import * as m0040 from './0040_security.js';
import * as m0050 from './0050_hr.js';
import * as m0052 from './0052_residence_sales.js';
import * as m0053 from './0053_stocktake.js';
import * as m0054 from './0054_accounting.js';
import * as m0055 from './0055_hospital.js';
import * as m0056 from './0056_stock_reports.js';
import * as m0057 from './0057_operations.js';
import * as m0060 from './0060_tickets.js';
import * as m0061 from './0061_construction.js';
import * as m0062 from './0062_templates.js';
import * as m0063 from './0063_payroll_types_returns.js';
import * as m0064 from './0064_accounting_distribution.js';
import * as m0065 from './0065_dashboard_summaries.js';
import * as m0071 from './0071_item_branches.js';
import * as m0076 from './0076_employee_photo.js';
import * as m0080 from './0080_stocktake_superseded.js';
import * as m0081 from './0081_item_processing_steps.js';
import * as m0084 from './0084_item_branches_row.js';
import * as m0086 from './0086_item_rack.js';
import * as m0087 from './0087_stock_level_totals.js';
import * as m0088 from './0088_report_walks.js';
import * as m0090 from './0090_sale_summary_speed.js';
import * as m0091 from './0091_stock_levels_hot.js';

/** Ordered migrations. A static list (not a folder scan) so it works from sources and compiled output alike. */
export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_activity_notifications': m0002,
  '0003_master_data': m0003,
  '0004_attachments_comments_audits': m0004,
  '0005_ledger': m0005,
  '0006_money_documents': m0006,
  '0007_catalog_stock': m0007,
  '0008_stock_out_backup': m0008,
  '0009_parties': m0009,
  '0010_party_documents': m0010,
  '0011_ledger_speed': m0011,
  '0012_sales': m0012,
  '0013_purchasing': m0013,
  '0014_residence_units': m0014,
  '0015_customer_subscriptions': m0015,
  '0016_gifts': m0016,
  '0017_search_speed': m0017,
  '0018_sale_ids': m0018,
  '0019_automation_runs': m0019,
  '0020_sale_lines_date': m0020,
  '0021_ledger_post_speed': m0021,
  '0022_auth_notify': m0022,
  '0023_subscription_charges': m0023,
  '0025_notification_messages': m0025,
  '0040_security': m0040,
  '0050_hr': m0050,
  '0052_residence_sales': m0052,
  '0055_hospital': m0055,
  '0053_stocktake': m0053,
  '0056_stock_reports': m0056,
  '0057_operations': m0057,
  '0054_accounting': m0054,
  '0060_tickets': m0060,
  '0061_construction': m0061,
  '0065_dashboard_summaries': m0065,
  '0071_item_branches': m0071,
  '0084_item_branches_row': m0084,
  '0064_accounting_distribution': m0064,
  '0062_templates': m0062,
  '0063_payroll_types_returns': m0063,
  '0080_stocktake_superseded': m0080,
  '0081_item_processing_steps': m0081,
  '0076_employee_photo': m0076,
  '0086_item_rack': m0086,
  '0087_stock_level_totals': m0087,
  '0088_report_walks': m0088,
  '0090_sale_summary_speed': m0090,
  '0091_stock_levels_hot': m0091,
};
