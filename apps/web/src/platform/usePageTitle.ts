import { useEffect } from 'react';

export const PRODUCT_NAME = 'BranchBook';

/** Sets document.title to "{title} · BranchBook" (spec: the page title is set per route). */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
