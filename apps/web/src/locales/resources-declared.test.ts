import { ALL_RESOURCES, MASTER_DATA } from '@bb/contracts';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../platform/i18n/languages';

type Tree = Record<string, Record<string, unknown>>;
const resources = import.meta.glob<Tree>('./*/resources.json', { eager: true, import: 'default' });
const common = import.meta.glob<Tree>('./*/common.json', { eager: true, import: 'default' });

describe('declared resources are translated', () => {
  for (const { code } of LANGUAGES) {
    it(`names every master-data resource, its fields and its screen in ${code}`, () => {
      const res = resources[`./${code}/resources.json`]!;
      const routes = (common[`./${code}/common.json`]!.routes ?? {}) as Record<string, unknown>;
      const missing: string[] = [];
      for (const def of MASTER_DATA) {
        if (!(res.resources?.[def.name] as { title?: string } | undefined)?.title)
          missing.push(`resources.${def.name}.title`);
        for (const f of def.fields) if (!res.fields?.[f.key]) missing.push(`fields.${f.key}`);
      }
      for (const def of ALL_RESOURCES)
        if (def.route && !routes[def.route]) missing.push(`routes.${def.route}`);
      expect(missing).toEqual([]);
    });
  }
});
