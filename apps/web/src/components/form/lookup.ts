import { type LookupEndpoint, MASTER_DATA } from '@bb/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../platform/api/call';
import { currentLanguage } from '../../platform/i18n/i18n';
import { notify } from '../../platform/notify';
import { gt, humanize, type LooseT, looseT } from '../loose-t';

/** A lookup row: id and name, plus what the endpoint adds. */
export interface LookupRow {
  id: string;
  name?: string;
  [key: string]: unknown;
}

/** Query keys of lookups start with 'lookup', so any save can refresh them together. */
export const LOOKUP_KEY = ['lookup'] as const;

/** The name used in "Could not fetch … list" for a lookup path: the resource's singular, lower case in English. */
export function lookupName(path: string, t: LooseT = gt): string {
  const def = MASTER_DATA.find((r) => r.lookup === path);
  const name = def
    ? t(`resources:resources.${def.name}.one`, { defaultValue: humanize(def.name) })
    : humanize(
        path
          .split('/')
          .filter((p) => p !== 'list' && p !== 'general')
          .pop() ?? path,
      );
  return currentLanguage() === 'en' ? name.toLowerCase() : name;
}

/**
 * Calls a declared lookup ({ data: [...] }, e.g. `identityEndpoints.lookups.inventory`). A failure shows the
 * spec's red message 'Could not fetch … list' (in the user's language) instead of the generic error toast.
 */
export function useLookup<Row = LookupRow>(
  lookup: LookupEndpoint,
  opts: { params?: Record<string, string | undefined>; name?: string; enabled?: boolean } = {},
) {
  const { t } = useTranslation('resources');
  const { path } = lookup;
  const query = useQuery({
    queryKey: [...LOOKUP_KEY, path, opts.params ?? {}],
    queryFn: async ({ signal }) =>
      ((await call(lookup, { query: opts.params } as never, { signal })) as { data: Row[] }).data,
    meta: { silent: true },
    enabled: opts.enabled ?? true,
  });
  const failedAt = query.isError ? query.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt === 0) return;
    const lt = looseT(t);
    notify.error(lt('resources:lookupFailed', { name: opts.name ?? lookupName(path, lt) }));
  }, [failedAt, path, opts.name, t]);
  return query;
}
