import { hashKey } from '../modules/hospital/inbound.js';
import type { Db } from '../platform/db/pool.js';
import { withTenant } from '../platform/db/tenant.js';

/**
 * The demo's hospital link: "Shar Hospital" sends prescriptions to Central Pharmacy. Its key is fixed and
 * printed in the README so `npm run hospital:simulate` works on a fresh demo at once; a real connection's
 * key is made in the API (`POST api-connection`), shown once and stored only as a hash. The hospital's
 * codes for two demo drugs are mapped; the others are sent as their barcodes.
 */
export const DEMO_HOSPITAL_KEY = 'bbh_demo-shar-hospital-not-a-secret-change-me';

export async function seedDemoHospital(db: Db, tenantId: string, adminId: string): Promise<void> {
  await withTenant(db, { tenantId, userId: adminId }, async (tx) => {
    const pharmacy = await tx
      .selectFrom('inventories')
      .select('id')
      .where('name', '=', 'Central Pharmacy')
      .executeTakeFirstOrThrow();
    const connection = await tx
      .insertInto('api_connections')
      .values({
        tenant_id: tenantId,
        kind: 'hospital',
        name: 'Shar Hospital',
        inventory_id: pharmacy.id,
        key_hash: hashKey(DEMO_HOSPITAL_KEY),
        key_prefix: DEMO_HOSPITAL_KEY.slice(0, 12),
        categories: JSON.stringify([
          { id: 1, name: 'Antibiotics' },
          { id: 2, name: 'Analgesics' },
          { id: 3, name: 'Vitamins' },
        ]),
        revoked_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const items = await tx
      .selectFrom('items')
      .select(['id', 'barcode'])
      .where('barcode', 'in', ['6260000000011', '6260000000028'])
      .execute();
    const code = (barcode: string) => (barcode === '6260000000011' ? 'SHAR-PARA-500' : 'SHAR-AMOX-250');
    await tx
      .insertInto('api_connection_item_codes')
      .values(
        items.map((i) => ({
          tenant_id: tenantId,
          api_connection_id: connection.id,
          code: code(i.barcode),
          item_id: i.id,
        })),
      )
      .execute();
  });
}
