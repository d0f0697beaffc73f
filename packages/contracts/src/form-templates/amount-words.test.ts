import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-words.js';
import { fillPlaceholders } from './placeholders.js';

describe('amounts in words, exact from decimal strings', () => {
  it('English, dinars and dollars with cents', () => {
    expect(amountInWords('0', 'IQD', 'en')).toBe('zero Iraqi dinars');
    expect(amountInWords('1', 'IQD', 'en')).toBe('one Iraqi dinar');
    expect(amountInWords('1000000', 'IQD', 'en')).toBe('one million Iraqi dinars');
    expect(amountInWords('120000000.000000', 'IQD', 'en')).toBe('one hundred twenty million Iraqi dinars');
    expect(amountInWords('1234567.50', 'USD', 'en')).toBe(
      'one million two hundred thirty-four thousand five hundred sixty-seven US dollars and fifty cents',
    );
    expect(amountInWords('0.01', 'USD', 'en')).toBe('one cent');
    expect(amountInWords('0', 'USD', 'en')).toBe('zero US dollars');
    expect(amountInWords('12.345', 'USD', 'en')).toBe('twelve US dollars and thirty-five cents');
    expect(amountInWords('250.5', 'IQD', 'en')).toBe('two hundred fifty Iraqi dinars and five hundred fils');
    expect(amountInWords('-5', 'USD', 'en')).toBe('minus five US dollars');
    // the largest amount a user may enter, digit for digit (a float would lose the last ones)
    expect(amountInWords('999999999999999.99', 'USD', 'en')).toBe(
      'nine hundred ninety-nine trillion nine hundred ninety-nine billion nine hundred ninety-nine million ' +
        'nine hundred ninety-nine thousand nine hundred ninety-nine US dollars and ninety-nine cents',
    );
  });

  it('Kurdish Sorani', () => {
    expect(amountInWords('0', 'IQD', 'ckb')).toBe('سفر دینار');
    expect(amountInWords('1000000', 'IQD', 'ckb')).toBe('یەک ملیۆن دینار');
    expect(amountInWords('1000', 'IQD', 'ckb')).toBe('هەزار دینار');
    expect(amountInWords('1250', 'IQD', 'ckb')).toBe('هەزار و دووسەد و پەنجا دینار');
    expect(amountInWords('120000000', 'IQD', 'ckb')).toBe('سەد و بیست ملیۆن دینار');
    expect(amountInWords('2025.75', 'USD', 'ckb')).toBe('دوو هەزار و بیست و پێنج دۆلار و حەفتا و پێنج سەنت');
    expect(amountInWords('0.05', 'USD', 'ckb')).toBe('پێنج سەنت');
    expect(amountInWords('17', 'USD', 'ckb')).toBe('حەڤدە دۆلار');
  });

  it('Arabic, with the counted noun agreeing with the number', () => {
    expect(amountInWords('0', 'IQD', 'ar')).toBe('صفر دينار');
    expect(amountInWords('1', 'IQD', 'ar')).toBe('دينار واحد');
    expect(amountInWords('2', 'IQD', 'ar')).toBe('ديناران');
    expect(amountInWords('3', 'IQD', 'ar')).toBe('ثلاثة دنانير');
    expect(amountInWords('11', 'IQD', 'ar')).toBe('أحد عشر ديناراً');
    expect(amountInWords('100', 'IQD', 'ar')).toBe('مئة دينار');
    expect(amountInWords('200', 'IQD', 'ar')).toBe('مئتا دينار');
    expect(amountInWords('2500', 'IQD', 'ar')).toBe('ألفان وخمسمئة دينار');
    expect(amountInWords('3000', 'IQD', 'ar')).toBe('ثلاثة آلاف دينار');
    expect(amountInWords('200000', 'IQD', 'ar')).toBe('مئتا ألف دينار');
    expect(amountInWords('30000', 'USD', 'ar')).toBe('ثلاثون ألف دولار');
    expect(amountInWords('30500', 'USD', 'ar')).toBe('ثلاثون ألفاً وخمسمئة دولار');
    expect(amountInWords('1000000', 'IQD', 'ar')).toBe('مليون دينار');
    expect(amountInWords('5000000', 'IQD', 'ar')).toBe('خمسة ملايين دينار');
    expect(amountInWords('1234567.50', 'USD', 'ar')).toBe(
      'مليون ومئتان وأربعة وثلاثون ألفاً وخمسمئة وسبعة وستون دولاراً وخمسون سنتاً',
    );
    expect(amountInWords('0.02', 'USD', 'ar')).toBe('سنتان');
    expect(amountInWords('21.01', 'USD', 'ar')).toBe('واحد وعشرون دولاراً وسنت واحد');
  });
});

describe('placeholders', () => {
  it('fills values escaped, leaves unknown ones, puts a block in place of its paragraph', () => {
    const html =
      '<p>To {{customer.name}}, total {{ sale.total }} {{sale.nope}}</p><p>{{sale.schedule_table}}</p>';
    const out = fillPlaceholders(
      html,
      { 'customer.name': '<script>alert(1)</script> & Co', 'sale.total': '1,000' },
      { 'sale.schedule_table': '<table><tr><td>1</td></tr></table>' },
    );
    expect(out).toBe(
      '<p>To <bdi>&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co</bdi>, total <bdi>1,000</bdi> {{sale.nope}}</p>' +
        '<table><tr><td>1</td></tr></table>',
    );
  });
});
