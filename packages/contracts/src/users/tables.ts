import { defineTable } from '../endpoints/table.js';

/** The users module's lists (table protocol). */
export const USER_TABLES = {
  users: defineTable({ path: 'users', tag: 'users', access: ['user_list'] }),
  roles: defineTable({ path: 'roles', tag: 'users', access: ['role_list'] }),
  activityLog: defineTable({ path: 'activity-log', tag: 'users', access: ['activity_log'] }),
};
