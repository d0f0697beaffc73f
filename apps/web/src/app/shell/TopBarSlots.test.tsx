import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clerk, renderScreen } from '../../components/test-harness';
import { setLanguage } from '../../platform/i18n/i18n';
import { ResidencePosShortcut } from './TopBarSlots';

describe('the residence POS shortcut of the top bar (app-shell 2)', () => {
  afterEach(() => setLanguage('en'));

  it('links to the residence POS opened as 0/no/no for a holder of residence_sale_create, named in each language', async () => {
    for (const [lang, name] of [
      ['en', 'Residence point of sale'],
      ['ckb', 'خاڵی فرۆشتنی نیشتەجێبوون'],
      ['ar', 'نقطة بيع الوحدات السكنية'],
    ] as const) {
      await setLanguage(lang);
      const view = renderScreen(<ResidencePosShortcut />, {
        user: clerk,
        abilities: ['residence_sale_create'],
      });
      const link = await screen.findByTestId('residence-pos-shortcut');
      expect(link.getAttribute('href')).toBe('/inventory/residence-pos/0/no/no');
      expect(screen.getByRole('button', { name })).toBeTruthy();
      view.unmount();
    }
  });

  it('is not shown without residence_sale_create', () => {
    renderScreen(<ResidencePosShortcut />, { user: clerk, abilities: ['residence_sale_list'] });
    expect(screen.queryByTestId('residence-pos-shortcut')).toBeNull();
  });
});
