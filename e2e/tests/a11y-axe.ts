import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/**
 * axe-core run straight in the page (issue 23). `@axe-core/playwright` (no longer a dependency) injected
 * the whole axe source on every `analyze()` and finished each run in a new blank page; over ~180 screens
 * in two languages that was most of the journey's time. Here the source is evaluated once per document (the journeys move
 * between screens client-side, so once per browser context) and `axe.run` answers with violations only.
 */

const require = createRequire(import.meta.url);
const axe = require('axe-core') as typeof import('axe-core') & {
  _audit: {
    rules: { id: string; enabled: boolean; tags: string[]; any: Check[]; all: Check[]; none: Check[] }[];
    data: { checks: Record<string, { impact?: string }> };
  };
};
type Check = string | { id: string };
const SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The impacts that fail the check. */
export const FAILING = new Set(['serious', 'critical']);

/**
 * Known exceptions, in one place (docs/decisions.md, "23: accessibility" gives the reasons).
 * Rules switched off for every screen; keep this empty unless a finding is axe's mistake, not ours.
 */
export const DISABLED_RULES: string[] = [];

/**
 * The rules axe runs by default that can report a serious or critical finding (one of their checks has
 * that impact): the moderate and minor ones (landmarks, region, heading order...) can never fail this
 * check, so they are not run. Plus `label-content-name-mismatch` (WCAG 2.5.3, measured in the issue),
 * which axe tags experimental and leaves off by default.
 */
export const RULES: string[] = axe._audit.rules
  .filter((r) => r.enabled && !r.tags.includes('experimental'))
  .filter((r) =>
    [...r.any, ...r.all, ...r.none].some((c) =>
      FAILING.has(axe._audit.data.checks[typeof c === 'string' ? c : c.id]?.impact ?? ''),
    ),
  )
  .map((r) => r.id)
  .concat('label-content-name-mismatch')
  .filter((id) => !DISABLED_RULES.includes(id));

export interface Finding {
  screen: string;
  rule: string;
  impact: string;
  target: string;
  html: string;
  summary: string;
}

export const describeFinding = (f: Finding) =>
  `${f.screen}\n  ${f.impact} ${f.rule}: ${f.target}\n  ${f.html}\n  ${f.summary}`;

/**
 * Runs axe on the whole page (`scope` null) or on a part of it (a CSS selector), in the page itself;
 * the serious and critical findings, with the nearest test id around each node to find it in the code.
 */
export async function checkPage(page: Page, screen: string, scope: string | null): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(SOURCE);
  const options: RunOptions = {
    runOnly: { type: 'rule', values: RULES },
    resultTypes: ['violations'],
    iframes: false,
    elementRef: false,
    performanceTimer: false,
  };
  const result = (await page.evaluate(
    async ([context, opts]) => {
      const w = window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResults> } };
      const r = await w.axe.run(context ?? document, opts);
      // only what the report needs crosses back, with the nearest test id of each node
      return r.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? '',
        nodes: v.nodes.map((n) => {
          const el = document.querySelector(String(n.target[0]));
          const near = el?.closest('[data-testid]')?.getAttribute('data-testid');
          return {
            target: n.target.join(' ') + (near ? ` (in [data-testid=${near}])` : ''),
            html: n.html.slice(0, 200),
            summary: [
              (n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300),
              ...[...n.any, ...n.all, ...n.none].flatMap((c) =>
                (c.relatedNodes ?? []).map((rel) => `related: ${rel.html.slice(0, 160)}`),
              ),
            ].join('\n  '),
          };
        }),
      }));
    },
    [scope, options] as const,
  )) as { id: string; impact: string; nodes: { target: string; html: string; summary: string }[] }[];
  return result
    .filter((v) => FAILING.has(v.impact))
    .flatMap((v) => v.nodes.map((n) => ({ screen, rule: v.id, impact: v.impact, ...n })));
}
