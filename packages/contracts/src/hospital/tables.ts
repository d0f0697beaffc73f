import { defineTable } from '../endpoints/table.js';
import { API_CONNECTION_DETAIL_REPORT } from './endpoints.js';

/** The api-connection-detail report: incoming prescriptions. */
export const API_CONNECTION_DETAIL_TABLE = defineTable({
  path: API_CONNECTION_DETAIL_REPORT,
  tag: 'hospital',
  access: ['report_api_connection_detail'],
});
