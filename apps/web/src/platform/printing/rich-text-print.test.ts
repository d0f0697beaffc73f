import { describe, expect, it } from 'vitest';
import type { PrintSetup } from './invoice-data';
import { contractSetup, richTextDocument } from './rich-text-print';

const setup = (over: Partial<PrintSetup> = {}): PrintSetup => ({
  id: '1',
  inventory_id: '7',
  type_name: 'contract',
  type: 2,
  name: 'Central Pharmacy',
  address: 'Salim Street',
  bottom: null,
  ...over,
});

describe('rich-text print', () => {
  it('lays a contract out with the 140 px header and 50 px footer images, right to left, hash escaped', () => {
    const image = `data:image/jpeg;base64,${'A'.repeat(40)}`;
    const doc = richTextDocument({
      title: 'RS-1',
      html: '<p dir="rtl">گرێبەست</p>',
      setup: setup({ header: image, footer: image }),
      layout: 'contract',
      lang: 'ckb',
      dir: 'rtl',
      footnote: 'SHA-256: <abc>',
    });
    expect(doc.dir).toBe('rtl');
    expect(doc.css).toContain('.hdr { display: block; width: 100%; height: 140px;');
    expect(doc.css).toContain('.ftr { display: block; width: 100%; height: 50px;');
    expect(doc.body).toContain('<img class="hdr"');
    expect(doc.body).toContain('<img class="ftr"');
    expect(doc.body).toContain('<div class="text-body" dir="rtl" lang="ckb"><p dir="rtl">گرێبەست</p></div>');
    expect(doc.body).toContain('SHA-256: &lt;abc&gt;');
  });

  it('prints the setup name and address without a header image, nothing without a setup', () => {
    const withName = richTextDocument({
      title: 'x',
      html: '<p>x</p>',
      setup: setup(),
      layout: 'a4',
      lang: 'en',
      dir: 'ltr',
    });
    expect(withName.body).toContain('<strong>Central Pharmacy</strong><div>Salim Street</div>');
    const bare = richTextDocument({
      title: 'x',
      html: '<p>x</p>',
      setup: null,
      layout: 'a4',
      lang: 'en',
      dir: 'ltr',
    });
    expect(bare.body).not.toContain('hdr');
  });

  it("finds the branch's contract setup (type 2)", () => {
    const prints = [
      setup({ id: '1', type: 1, type_name: 'a4' }),
      setup({ id: '2' }),
      setup({ id: '3', inventory_id: '8' }),
    ];
    expect(contractSetup(prints, '7')?.id).toBe('2');
    expect(contractSetup(prints, '9')).toBeNull();
  });
});
