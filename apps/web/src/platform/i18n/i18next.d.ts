import 'i18next';
import type accounting from '../../locales/en/accounting.json';
import type auth from '../../locales/en/auth.json';
import type common from '../../locales/en/common.json';
import type customerActions from '../../locales/en/customer-actions.json';
import type customers from '../../locales/en/customers.json';
import type dashboard from '../../locales/en/dashboard.json';
import type documents from '../../locales/en/documents.json';
import type hr from '../../locales/en/hr.json';
import type hospital from '../../locales/en/hospital.json';
import type notifications from '../../locales/en/notifications.json';
import type operations from '../../locales/en/operations.json';
import type productHistory from '../../locales/en/product-history.json';
import type profile from '../../locales/en/profile.json';
import type purchasing from '../../locales/en/purchasing.json';
import type reports from '../../locales/en/reports.json';
import type recipes from '../../locales/en/recipes.json';
import type construction from '../../locales/en/construction.json';
import type residence from '../../locales/en/residence.json';
import type residenceSales from '../../locales/en/residence-sales.json';
import type stocktake from '../../locales/en/stocktake.json';
import type resources from '../../locales/en/resources.json';
import type sales from '../../locales/en/sales.json';
import type server from '../../locales/en/server.json';
import type settings from '../../locales/en/settings.json';
import type shell from '../../locales/en/shell.json';
import type stock from '../../locales/en/stock.json';
import type suppliers from '../../locales/en/suppliers.json';
import type table from '../../locales/en/table.json';
import type templates from '../../locales/en/templates.json';
import type users from '../../locales/en/users.json';
import type tickets from '../../locales/en/tickets.json';

/** The English files type the keys (type imports only: nothing is bundled from here). */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      auth: typeof auth;
      dashboard: typeof dashboard;
      server: typeof server;
      shell: typeof shell;
      notifications: typeof notifications;
      operations: typeof operations;
      profile: typeof profile;
      table: typeof table;
      resources: typeof resources;
      users: typeof users;
      accounting: typeof accounting;
      stock: typeof stock;
      sales: typeof sales;
      suppliers: typeof suppliers;
      purchasing: typeof purchasing;
      residence: typeof residence;
      'residence-sales': typeof residenceSales;
      customers: typeof customers;
      reports: typeof reports;
      'customer-actions': typeof customerActions;
      'product-history': typeof productHistory;
      settings: typeof settings;
      hospital: typeof hospital;
      documents: typeof documents;
      hr: typeof hr;
      stocktake: typeof stocktake;
      recipes: typeof recipes;
      tickets: typeof tickets;
      construction: typeof construction;
      templates: typeof templates;
    };
  }
}
