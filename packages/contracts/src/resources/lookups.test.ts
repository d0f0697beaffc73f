import { describe, expect, it } from 'vitest';
import { lookupEndpoint, resourceLookup } from './lookups.js';
import { ALL_RESOURCES } from './master-data.js';

describe('declared lookups', () => {
  it('every lookup a declared form field names is a declared endpoint', () => {
    const missing: string[] = [];
    for (const r of ALL_RESOURCES)
      for (const f of r.fields)
        if (f.widget === 'lookup') {
          try {
            lookupEndpoint(f.lookup ?? '');
          } catch {
            missing.push(`${r.name}.${f.key}: ${f.lookup}`);
          }
        }
    expect(missing).toEqual([]);
  });

  it('finds a resource lookup by its name, and refuses an undeclared one', () => {
    expect(resourceLookup('brand').path).toBe('general/brand/list');
    expect(() => resourceLookup('nothing')).toThrow(/no declared resource/);
    expect(() => lookupEndpoint('nowhere/list')).toThrow(/no declared lookup/);
  });
});
