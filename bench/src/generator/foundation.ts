import { ABILITIES } from '@bb/contracts';
import { DEMO_ROLES } from '../../../apps/server/src/seed/demo.js';
import { ean13, padded, pick, rnd } from './sql.js';
import type { GenContext, GeneratorStep, Invariant } from './types.js';
import {
  BRANDS,
  CITIES,
  CODE_PREFIXES,
  FIRST_NAMES,
  LANGS,
  LAST_NAMES,
  NOUNS,
  SIZES,
  VARIANTS,
} from './words.js';

/** Username prefix of the generated staff of the bench tenant. */
export const USER_PREFIX = 'bench_user_';

/** Roles of the bench tenant: the demo's three, plus a storekeeper and a branch manager. */
const ROLES: Record<string, readonly string[]> = {
  ...DEMO_ROLES,
  Storekeeper: ABILITIES.filter((a) => /^(item|product|purchase|transfer|stocktake|supplier)_/.test(a)),
  'Branch manager': ABILITIES.filter((a) => !a.startsWith('setting_') && !a.startsWith('role_')),
};
/** How staff are spread over roles (repeats weigh the draw). */
const ROLE_MIX = [
  ...Array(10).fill('Cashier'),
  ...Array(5).fill('Employee'),
  ...Array(3).fill('Accountant'),
  'Storekeeper',
  'Branch manager',
];

async function inventoryIds(ctx: GenContext, tenantId: string): Promise<string[]> {
  const rows = await ctx.sql<{ ids: string[] | null }>(
    'select array_agg(id order by id)::text[] as ids from inventories where tenant_id = $1',
    [tenantId],
  );
  return rows[0]?.ids ?? [];
}

export async function insertInventories(ctx: GenContext, tenantId: string, n: number): Promise<number> {
  const rows = await ctx.sql(
    `insert into inventories (tenant_id, name, code, type, address, phone)
     select $1,
       case ${rnd('g', 41, 3)} when 0 then 'Branch ' || ${padded('g', 2)} when 1 then 'لقی ' || ${padded('g', 2)}
         else 'فرع ' || ${padded('g', 2)} end || ' ' || ${pick('$2::text[]', 'g', 42)},
       'B' || ${padded('g', 2)} || '-',
       (g % 2)::smallint,
       ${pick('$2::text[]', 'g', 43)} || ', street ' || (1 + ${rnd('g', 44, 120)}),
       '+964 750 ' || ${padded(rnd('g', 45, 10_000_000), 7)}
     from generate_series(1, $3::int) g
     returning id`,
    [tenantId, CITIES, n],
  );
  return rows.length;
}

/**
 * Staff: `n` users named `<prefix>00001`...; each gets a role from ROLE_MIX (one in ten a second role),
 * one to three branches (consecutive from a random start) and the first of them as default branch.
 */
export async function insertUsers(
  ctx: GenContext,
  tenantId: string,
  prefix: string,
  n: number,
): Promise<Record<string, number>> {
  const inv = await inventoryIds(ctx, tenantId);
  if (inv.length === 0) throw new Error('users need inventories first');
  const start = rnd('g', 51, inv.length);
  const users = await ctx.sql(
    `insert into users (tenant_id, username, password_hash, name, language, default_branch_id, status)
     select $1, $2 || ${padded('g', 5)}, $3,
       ${pick('$4::text[]', 'g', 52)} || ' ' || ${pick('$5::text[]', 'g', 53)},
       ($6::text[])[1 + ${rnd('g', 54, 3)}],
       ($7::bigint[])[1 + ${start}],
       case when ${rnd('g', 55, 50)} = 0 then 0 else 1 end
     from generate_series(1, $8::int) g
     returning id`,
    [tenantId, prefix, ctx.passwordHash, FIRST_NAMES, LAST_NAMES, LANGS, inv, n],
  );
  // The user's number g is read back from the username, so every choice below agrees with the insert.
  const numbered = 'from users u cross join lateral (select substr(u.username, length($2) + 1)::int as g) x';
  const ofPrefix = 'u.tenant_id = $1 and starts_with(u.username, $2)';
  const links = await ctx.sql(
    `insert into user_inventories (tenant_id, user_id, inventory_id)
     select u.tenant_id, u.id, ($3::bigint[])[1 + (${start} + j) % cardinality($3::bigint[])]
     ${numbered}
     cross join generate_series(0, least(cardinality($3::bigint[]), 1 + ${rnd('g', 56, 3)}) - 1) j
     where ${ofPrefix}
     returning user_id`,
    [tenantId, prefix, inv],
  );
  const roles = await ctx.sql(
    `insert into user_roles (tenant_id, user_id, role_id)
     select u.tenant_id, u.id, r.id
     ${numbered}
     cross join lateral (select ${pick('$3::text[]', 'g', 57)} as name
       union select 'Employee' where ${rnd('g', 58, 10)} = 0) chosen
     join roles r on r.tenant_id = u.tenant_id and r.name = chosen.name
     where ${ofPrefix}
     returning user_id`,
    [tenantId, prefix, ROLE_MIX],
  );
  return { users: users.length, user_inventories: links.length, user_roles: roles.length };
}

export async function insertRoles(ctx: GenContext, tenantId: string): Promise<Record<string, number>> {
  let abilities = 0;
  for (const [name, list] of Object.entries(ROLES)) {
    const [role] = await ctx.sql<{ id: string }>(
      'insert into roles (tenant_id, name) values ($1, $2) returning id',
      [tenantId, name],
    );
    const rows = await ctx.sql(
      `insert into role_abilities (tenant_id, role_id, ability) select $1, $2, a from unnest($3::text[]) a
       returning ability`,
      [tenantId, role?.id, list],
    );
    abilities += rows.length;
  }
  return { roles: Object.keys(ROLES).length, role_abilities: abilities };
}

/**
 * Items `from`..`to`: names mix the three languages (six in ten names keep one language for noun and brand),
 * nine in ten carry a unique EAN-13 (626 + a permutation of the number), the rest a shop code with a
 * word prefix. About 88% goods, 8% materials, 4% services; a few disabled or hidden.
 */
export async function insertItems(
  ctx: GenContext,
  tenantId: string,
  from: number,
  to: number,
): Promise<void> {
  // A word of the list whose English, Sorani and Arabic arrays are the parameters `params`, in language `lang`.
  const word = (lang: string, params: [number, number, number], salt: number) =>
    `case ${lang} ${params.map((n, i) => `${i < 2 ? `when ${i} then` : 'else'} ${pick(`$${n}::text[]`, 'g', salt)}`).join(' ')} end`;
  const text = `
    insert into items (tenant_id, name, barcode, type, status, is_hidden, created_at, updated_at)
    select $1,
      ${word('l.noun', [4, 5, 6], 61)} || ' ' || ${word('l.brand', [7, 8, 9], 62)} || ' ' || ${pick('$10::text[]', 'g', 63)}
        || case when ${rnd('g', 64, 4)} = 0 then ' ' || ${pick('$11::text[]', 'g', 65)} else '' end,
      case when ${rnd('g', 66, 10)} = 0 then ${pick('$12::text[]', 'g', 67)} || '-' || ${padded('g', 7)}
        else ${ean13('626000000000 + (g::bigint * 7919 + 12345) % 1000000000')} end,
      case when ${rnd('g', 68, 100)} < 88 then 1 when ${rnd('g', 68, 100)} < 96 then 2 else 3 end,
      case when ${rnd('g', 69, 40)} = 0 then 0 else 1 end,
      ${rnd('g', 70, 50)} = 0,
      l.at, l.at
    from generate_series($2::int, $3::int) g
    cross join lateral (select ${rnd('g', 71, 3)} as noun,
      case when ${rnd('g', 72, 10)} < 6 then ${rnd('g', 71, 3)} else ${rnd('g', 73, 3)} end as brand,
      now() - make_interval(secs => ${rnd('g', 74, 3 * 365 * 86400)}) as at) l`;
  await ctx.sql(text, [
    tenantId,
    from,
    to,
    NOUNS.en,
    NOUNS.ckb,
    NOUNS.ar,
    BRANDS.en,
    BRANDS.ckb,
    BRANDS.ar,
    SIZES,
    VARIANTS,
    CODE_PREFIXES,
  ]);
}

const ITEMS_AT_SCALE_1 = 100_000;
const ITEM_BATCH = 10_000;

/** The foundation: branches, roles, staff, currencies and rates, cash boxes, branch settings, items. */
export const foundationSteps: GeneratorStep[] = [
  {
    name: 'currencies',
    describe: 'EUR and TRY beside the bootstrap IQD and USD',
    async run(ctx) {
      const rows = await ctx.sql(
        `insert into currencies (tenant_id, code, name, symbol, decimals)
         values ($1, 'EUR', 'Euro', '€', 2), ($1, 'TRY', 'Turkish Lira', '₺', 2)
         on conflict do nothing returning code`,
        [ctx.tenantId],
      );
      return { currencies: rows.length };
    },
  },
  {
    name: 'inventories',
    describe: '10 branches per scale unit (at least 2), pharmacies and shops alternating',
    async run(ctx) {
      const n = await insertInventories(ctx, ctx.tenantId, ctx.count(10, 2));
      return { inventories: n };
    },
  },
  {
    name: 'roles',
    describe: 'Cashier, Accountant, Employee, Storekeeper, Branch manager with their abilities',
    run: (ctx) => insertRoles(ctx, ctx.tenantId),
  },
  {
    name: 'users',
    describe: '200 staff per scale unit (at least 3) with roles and 1-3 connected branches',
    async run(ctx) {
      const n = ctx.count(200, 3);
      const counts = await insertUsers(ctx, ctx.tenantId, USER_PREFIX, n);
      // The superuser works in every branch; its default is the first.
      const admin = await ctx.sql(
        `insert into user_inventories (tenant_id, user_id, inventory_id)
         select tenant_id, $2, id from inventories where tenant_id = $1 returning inventory_id`,
        [ctx.tenantId, ctx.adminId],
      );
      await ctx.sql(
        `update users set default_branch_id = (select min(id) from inventories where tenant_id = $1)
         where tenant_id = $1 and id = $2`,
        [ctx.tenantId, ctx.adminId],
      );
      return { ...counts, user_inventories: (counts.user_inventories ?? 0) + admin.length };
    },
  },
  {
    name: 'cash-boxes',
    describe: 'an IQD and a USD box per branch, a drawer per cashier',
    async run(ctx) {
      const boxes = await ctx.sql(
        `insert into cash_boxes (tenant_id, code, name, currency_code, inventory_id, is_default)
         select i.tenant_id, 'CB-' || i.id || '-' || c, i.name || ' ' || c, c, i.id, true
         from inventories i cross join unnest(array['IQD', 'USD']) c where i.tenant_id = $1
         returning id`,
        [ctx.tenantId],
      );
      const drawers = await ctx.sql(
        `insert into cash_boxes (tenant_id, code, name, currency_code, inventory_id, for_user_id)
         select u.tenant_id, 'DR-' || u.id, u.name || ' drawer', 'IQD', u.default_branch_id, u.id
         from users u
         where u.tenant_id = $1 and exists (select from user_roles ur join roles r
           on r.tenant_id = ur.tenant_id and r.id = ur.role_id
           where ur.tenant_id = u.tenant_id and ur.user_id = u.id and r.name = 'Cashier')
         returning id`,
        [ctx.tenantId],
      );
      return { cash_boxes: boxes.length + drawers.length };
    },
  },
  {
    name: 'exchange-rates',
    describe: 'a daily sale and purchase rate to IQD for USD, EUR and TRY over 365 days per scale unit',
    async run(ctx) {
      const days = ctx.count(365, 2);
      const rows = await ctx.sql(
        `insert into exchange_rates
           (tenant_id, currency_code_from, currency_code_to, exchange_rate, type, valid_from, created_by)
         select $1, p.code, 'IQD',
           round(p.base * (1 + (${rnd('d * 7 + p.k', 81, 2001)} - 1000) / 100000.0)
             * case when t.type = 1 then 0.996 else 1 end, 4),
           t.type, now() - make_interval(days => $2::int - d), $3
         from generate_series(1, $2::int) d
         cross join (values ('USD', 1310.0, 1), ('EUR', 1420.0, 2), ('TRY', 38.5, 3)) p(code, base, k)
         cross join (values (0::smallint), (1::smallint)) t(type)
         returning id`,
        [ctx.tenantId, days, ctx.adminId],
      );
      return { exchange_rates: rows.length };
    },
  },
  {
    name: 'branch-settings',
    describe: 'invoice prefix and POS extras per branch; cashier, A4 and contract print settings',
    async run(ctx) {
      const settings = await ctx.sql(
        `insert into inventory_settings (tenant_id, inventory_id, setting_name, value)
         select tenant_id, id, 'invoice_prefix', code from inventories where tenant_id = $1
         union all
         select tenant_id, id, 'pos_sale_extra', (id % 2)::text from inventories where tenant_id = $1
         returning inventory_id`,
        [ctx.tenantId],
      );
      const prints = await ctx.sql(
        `insert into print_settings (tenant_id, inventory_id, type_name, type, name, address, bottom)
         select i.tenant_id, i.id, p.type_name, p.type, i.name, i.address, p.bottom
         from inventories i cross join (values ('cashier', 1::smallint, 'Thank you for your visit'),
           ('a4', 1::smallint, 'Goods sold are not returnable after 7 days'), ('contract', 2::smallint, null))
           p(type_name, type, bottom)
         where i.tenant_id = $1
         returning id`,
        [ctx.tenantId],
      );
      return { inventory_settings: settings.length, print_settings: prints.length };
    },
  },
  {
    name: 'items',
    describe: '100,000 items per scale unit: English, Sorani and Arabic names, unique barcodes',
    work: (ctx) => ctx.count(ITEMS_AT_SCALE_1, 100),
    async run(ctx) {
      const n = ctx.count(ITEMS_AT_SCALE_1, 100);
      await ctx.batches(n, ITEM_BATCH, (from, to) => insertItems(ctx, ctx.tenantId, from, to));
      return { items: n };
    },
  },
  {
    name: 'neighbour-tenants',
    describe: 'two other companies (10% of the items each, 2 branches, a few staff) sharing the tables',
    work: (ctx) => 2 * ctx.count(ITEMS_AT_SCALE_1 / 10, 10),
    async run(ctx) {
      const counts: Record<string, number> = { tenants: 0, inventories: 0, users: 0, items: 0 };
      for (const k of [1, 2]) {
        const [tenant] = await ctx.sql<{ id: string }>(
          `insert into tenants (name, base_currency_code) values ($1, 'IQD') returning id`,
          [`Neighbour company ${k}`],
        );
        const t = tenant!.id;
        await ctx.sql(
          `insert into currencies (tenant_id, code, name, symbol, decimals)
           values ($1, 'IQD', 'Iraqi Dinar', 'IQD', 0), ($1, 'USD', 'US Dollar', '$', 2)`,
          [t],
        );
        counts.tenants! += 1;
        counts.inventories! += await insertInventories(ctx, t, 2);
        await insertRoles(ctx, t);
        counts.users! += (await insertUsers(ctx, t, `nb${k}_user_`, ctx.count(10, 2))).users ?? 0;
        const n = ctx.count(ITEMS_AT_SCALE_1 / 10, 10);
        // The same generator numbers: the neighbours stock the same products under the same barcodes.
        await ctx.batches(n, ITEM_BATCH, (from, to) => insertItems(ctx, t, from, to));
        counts.items! += n;
      }
      return counts;
    },
  },
];

export const foundationInvariants: Invariant[] = [
  {
    name: 'every staff link stays in its tenant',
    sql: `select (select count(*) from user_inventories ui join users u on u.id = ui.user_id
                   join inventories i on i.id = ui.inventory_id
                   where u.tenant_id <> ui.tenant_id or i.tenant_id <> ui.tenant_id)
               + (select count(*) from user_roles ur join users u on u.id = ur.user_id
                   join roles r on r.id = ur.role_id
                   where u.tenant_id <> ur.tenant_id or r.tenant_id <> ur.tenant_id) as bad`,
  },
  {
    name: 'every generated user belongs to the bench tenant, with a role and a branch',
    sql: `select count(*) as bad from users u
          where starts_with(u.username, '${USER_PREFIX}') and (u.tenant_id <> $1
            or not exists (select from user_roles ur where ur.tenant_id = u.tenant_id and ur.user_id = u.id)
            or not exists (select from user_inventories ui where ui.tenant_id = u.tenant_id
              and ui.user_id = u.id and ui.inventory_id = u.default_branch_id))`,
    params: (ctx) => [ctx.tenantId],
  },
  {
    name: 'no activity-log trigger was left disabled by the generator',
    sql: `select count(*) as bad from pg_trigger where tgname = 'audit' and not tgisinternal and tgenabled = 'D'`,
  },
  {
    name: 'item barcodes are unique per tenant',
    sql: `select count(*) as bad from (select 1 from items group by tenant_id, barcode having count(*) > 1) d`,
  },
  {
    name: 'EAN-13 check digits are right',
    sql: `select count(*) as bad from items where barcode ~ '^[0-9]{13}$' and
            (10 - (select sum(substr(barcode, p, 1)::int * (1 + 2 * (1 - p % 2))) from generate_series(1, 12) p)
              % 10) % 10 <> substr(barcode, 13, 1)::int`,
  },
];
