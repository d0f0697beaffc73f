import { BarcodeOutlined } from '@ant-design/icons';
import { productEndpoints } from '@bb/contracts';
import { useMutation } from '@tanstack/react-query';
import { Flex, Input, type InputRef, Typography, theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../../components/Amount';
import { playErrorSound } from '../../../components/dialogs';
import { useScreenTitle } from '../../../components/useScreenTitle';
import { isApiError } from '../../../platform/api/api-error';
import { call } from '../../../platform/api/call';
import { translateServerMessage } from '../../../platform/i18n/server-messages';

/**
 * /inventory/price-checker (no top or side bar): a scanner types a barcode and Enter; the item's name and
 * sale price show in large type. The box stays focused and is cleared for the next scan.
 */
export function PriceCheckerPage() {
  const { t } = useTranslation('stock');
  const { token } = theme.useToken();
  useScreenTitle('inventory.price_checker', 'stock:priceChecker.title', 'price checker');
  const [text, setText] = useState('');
  const input = useRef<InputRef>(null);
  const check = useMutation({
    meta: { silent: true },
    mutationFn: (barcode: string) => call(productEndpoints.priceCheck, { query: { barcode } }),
    onError: () => playErrorSound(),
    onSettled: () => setTimeout(() => input.current?.focus(), 0),
  });
  useEffect(() => {
    input.current?.focus();
  }, []);
  const r = check.data && !check.isError ? check.data : null;
  const failed = check.isError
    ? isApiError(check.error) && check.error.status === 404
      ? t('priceChecker.notFound')
      : translateServerMessage(check.error instanceof Error ? check.error.message : '')
    : null;

  return (
    <Flex
      vertical
      align="center"
      justify="center"
      gap={24}
      style={{ minBlockSize: '100vh', padding: 24, background: token.colorBgLayout }}
      data-testid="price-checker"
      onClick={() => input.current?.focus()}
    >
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('priceChecker.title')}
      </Typography.Title>
      <Input
        ref={input}
        size="large"
        value={text}
        prefix={<BarcodeOutlined />}
        placeholder={t('priceChecker.scan')}
        style={{ maxInlineSize: 480 }}
        dir="ltr"
        onChange={(e) => setText(e.target.value)}
        onPressEnter={() => {
          const code = text.trim();
          setText('');
          if (code) check.mutate(code);
        }}
        data-testid="price-checker-input"
      />
      {r ? (
        <Flex vertical align="center" gap={8} data-testid="price-checker-result">
          <div
            style={{ fontSize: 48, fontWeight: 600, textAlign: 'center' }}
            data-testid="price-checker-name"
          >
            {r.name}
          </div>
          <div style={{ fontSize: 72, fontWeight: 700 }} data-testid="price-checker-price">
            <Amount value={r.sale_price} currency={r.currency_code} />
          </div>
          {r.sale_prices
            .filter((p) => p.currency_code !== r.currency_code)
            .map((p) => (
              <div key={p.currency_code} style={{ fontSize: 36 }}>
                <Amount value={p.sale_price} currency={p.currency_code} />
              </div>
            ))}
          <Typography.Text type="secondary" style={{ fontSize: 20 }}>
            <bdi>{r.barcode}</bdi>
          </Typography.Text>
        </Flex>
      ) : null}
      {failed ? (
        <Typography.Text type="danger" style={{ fontSize: 32 }} data-testid="price-checker-error">
          {failed}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

export default PriceCheckerPage;
