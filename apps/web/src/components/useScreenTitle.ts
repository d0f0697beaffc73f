import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../platform/usePageTitle';
import { humanize, looseT } from './loose-t';

/**
 * A screen's title: the route's title (`common:routes.<id>`, filled in by the shell) or, until it is
 * there, the given fallback; also the document title.
 */
export function useScreenTitle(
  routeId: string | undefined,
  fallbackKey: string,
  fallbackName: string,
): string {
  const { t, i18n } = useTranslation();
  const lt = looseT(t);
  const title =
    routeId && i18n.exists(`common:routes.${routeId}`)
      ? lt(`common:routes.${routeId}`)
      : lt(fallbackKey, { defaultValue: humanize(fallbackName) });
  usePageTitle(title);
  return title;
}
