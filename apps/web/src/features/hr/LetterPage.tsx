import { ArrowLeftOutlined, PrinterOutlined } from '@ant-design/icons';
import { letterEndpoints } from '@bb/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Flex, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useScreenTitle } from '../../components/useScreenTitle';
import { call } from '../../platform/api/call';
import { useLanguage } from '../../platform/i18n/useLanguage';
import { esc, openPrintWindow } from '../../platform/printing/print-window';
import { LetterRichText } from './LetterRichText';
import { printRichLetter } from './letter-print';

/** /hr/letter/{id}: one letter to read, and its A4 print in the interface language's direction. */
export default function LetterPage() {
  const { t } = useTranslation('hr');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { language, direction } = useLanguage();
  const title = useScreenTitle('hr.letter.show', 'hr:letter.open', 'letter');
  const { data, isLoading } = useQuery({
    queryKey: ['hr', 'letter', id],
    queryFn: ({ signal }) => call(letterEndpoints.view, { params: { id } }, { signal }),
    enabled: /^\d+$/.test(id),
  });
  const date = data ? dayjs(data.date).format('DD/MM/YYYY') : '';
  const client = useQueryClient();
  const print = () => {
    if (!data) return;
    // a letter made from a template prints its rich text with the branch's A4 header and footer
    if (data.body_html) return void printRichLetter(client, { ...data, body_html: data.body_html });
    const to = data.employee_name ? `<p>${esc(t('letter.to'))}: <b>${esc(data.employee_name)}</b></p>` : '';
    openPrintWindow('a4', {
      title: data.subject,
      lang: language,
      dir: direction,
      css: `@page { size: A4; margin: 20mm; } body { font-size: 14px; line-height: 1.7; }
        .date { text-align: end; } h1 { font-size: 18px; text-align: center; } .body { white-space: pre-wrap; }`,
      body: `<p class="date"><bdi>${esc(date)}</bdi></p>${to}<h1>${esc(data.subject)}</h1>
        <div class="body">${esc(data.body)}</div>`,
    });
  };
  return (
    <div data-testid="screen-letter">
      <Flex gap={8} justify="space-between" style={{ marginBlockEnd: 12 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Flex gap={8}>
          <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/hr/letter')}>
            {t('letter.back')}
          </Button>
          <Button
            type="primary"
            icon={<PrinterOutlined />}
            disabled={!data}
            onClick={print}
            data-testid="letter-print"
          >
            {t('letter.print')}
          </Button>
        </Flex>
      </Flex>
      <Spin spinning={isLoading}>
        {data ? (
          <Card
            title={<span data-testid="letter-subject">{data.subject}</span>}
            style={{ maxInlineSize: 900 }}
          >
            <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBlockEnd: 16 }}>
              <Descriptions.Item label={t('letter.type')}>{data.letter_type_name}</Descriptions.Item>
              <Descriptions.Item label={t('letter.to')}>{data.employee_name ?? ''}</Descriptions.Item>
              <Descriptions.Item label={t('statement.date')}>
                <bdi>{date}</bdi>
              </Descriptions.Item>
            </Descriptions>
            {data.body_html ? (
              <LetterRichText letter={{ ...data, body_html: data.body_html }} />
            ) : (
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} data-testid="letter-body">
                {data.body}
              </Typography.Paragraph>
            )}
          </Card>
        ) : null}
      </Spin>
    </div>
  );
}
