import { type AuthUser, type Cart, type CartContext, emptyCart, INVENTORY_TYPES } from '@bb/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useEffect, useMemo } from 'react';
import { defaultRate, newIdempotencyKey } from '../../../components/form/money-document-rules';
import { useAuthUser, useCan } from '../../../platform/auth/session';
import { sessionKeys, settingsQuery } from '../../../platform/auth/session-queries';

/** What the POS needs from the session: the cart context, the branch, its settings and a cart factory. */
export interface PosSetup {
  user: AuthUser;
  ctx: CartContext;
  inventoryId: string | null;
  defaultCurrency: string;
  /** Today's sale rate (base units per foreign unit) of a currency; '1' for the base currency. */
  rateOf: (currency: string) => string;
  saleExtras: boolean;
  /** The boxes the user may take money into (only their own with only_from_my_cash_box). */
  cashBoxes: AuthUser['cash_boxes'];
  newCart: (name: string) => Cart;
}

export function inventorySetting(user: AuthUser, inventoryId: string | null, name: string): string | null {
  return (
    user.inventory_settings.find((s) => s.inventory_id === inventoryId && s.setting_name === name)?.value ??
    null
  );
}

export function usePosSetup(): PosSetup {
  const user = useAuthUser();
  const can = useCan();
  const settings = useQuery(settingsQuery).data;
  const client = useQueryClient();
  // opening the POS reads the user data again unless it is fresh (30 s): a stocktake started since
  // switches the branch's inventory process mode, which lifts the cart's stock cap (shared-screens.md 4)
  useEffect(() => {
    const loaded = client.getQueryState(sessionKeys.user)?.dataUpdatedAt ?? 0;
    if (Date.now() - loaded > 30_000) void client.invalidateQueries({ queryKey: sessionKeys.user });
  }, [client]);
  return useMemo(() => {
    const base = user.base_currency_code;
    const inventoryId = user.default_branch_id ?? user.connected_inventories[0]?.id ?? null;
    const foreign =
      user.currency_rates.find((r) => r.currency_code_from !== base)?.currency_code_from ??
      (base === 'IQD' ? 'USD' : 'IQD');
    const ctx: CartContext = {
      baseCurrency: base,
      foreignCurrency: foreign,
      inventoryProcessMode: inventorySetting(user, inventoryId, 'inventory_process_mode') === '1',
      customerPricing: user.default_branch_type === INVENTORY_TYPES.pharmacy || can('sale_custom_price_type'),
    };
    const rateOf = (currency: string) =>
      currency === base
        ? (defaultRate(user.currency_rates, foreign, base) ?? '0')
        : (defaultRate(user.currency_rates, currency, base) ?? '0');
    const defaultCurrency = settings?.defaultPosCurrency ?? base;
    return {
      user,
      ctx,
      inventoryId,
      defaultCurrency,
      rateOf,
      saleExtras: inventorySetting(user, inventoryId, 'pos_sale_extra') === '1',
      cashBoxes:
        !user.is_superuser && can('only_from_my_cash_box')
          ? user.cash_boxes.filter((b) => b.for_user_id === user.id)
          : user.cash_boxes,
      newCart: (name: string) =>
        emptyCart({
          id: newIdempotencyKey(),
          name,
          currency_code: defaultCurrency,
          exchange_rate: rateOf(defaultCurrency),
          sale_date: dayjs().format('YYYY-MM-DD'),
          idempotency_key: newIdempotencyKey(),
          inventory_id: inventoryId,
        }),
    };
  }, [user, can, settings]);
}
