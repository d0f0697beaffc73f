import { EyeOutlined, FileTextOutlined } from '@ant-design/icons';
import { hrLetter } from '@bb/contracts';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TableRow } from '../../components/data-table';
import { MasterDataScreen } from '../../components/master-data/MasterDataScreen';
import { useCan } from '../../platform/auth/session';
import { LetterFromTemplateDialog } from './LetterFromTemplateDialog';
import { LetterSearch } from './LetterSearch';

/**
 * /hr/letter: the letters (declared resource) with an action opening the letter to read and print, and a
 * search by keyword (`hr/letter/list`) that opens the letter found.
 */
export default function LettersPage() {
  const { t } = useTranslation('hr');
  const { t: tt } = useTranslation('templates');
  const navigate = useNavigate();
  const can = useCan();
  const [fromTemplate, setFromTemplate] = useState(false);
  return (
    <>
      <Flex justify="space-between" wrap gap={8} style={{ marginBlockEnd: 8 }}>
        <LetterSearch />
        {can('hr_letter_create') ? (
          <Button
            icon={<FileTextOutlined />}
            onClick={() => setFromTemplate(true)}
            data-testid="letter-from-template"
          >
            {tt('letter.fromTemplate')}
          </Button>
        ) : null}
      </Flex>
      <LetterFromTemplateDialog open={fromTemplate} onClose={() => setFromTemplate(false)} />
      <MasterDataScreen
        def={hrLetter}
        extraActions={(row: TableRow) => [
          {
            key: 'view',
            label: t('letter.open'),
            icon: <EyeOutlined />,
            onClick: () => void navigate(`/hr/letter/${String(row.id)}`),
          },
        ]}
      />
    </>
  );
}
