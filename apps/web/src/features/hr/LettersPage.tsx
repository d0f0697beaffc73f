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

/** /hr/letter: the letters (declared resource) with an action opening the letter to read and print. */
export default function LettersPage() {
  const { t } = useTranslation('hr');
  const { t: tt } = useTranslation('templates');
  const navigate = useNavigate();
  const can = useCan();
  const [fromTemplate, setFromTemplate] = useState(false);
  return (
    <>
      {can('hr_letter_create') ? (
        <Flex justify="end" style={{ marginBlockEnd: 8 }}>
          <Button
            icon={<FileTextOutlined />}
            onClick={() => setFromTemplate(true)}
            data-testid="letter-from-template"
          >
            {tt('letter.fromTemplate')}
          </Button>
        </Flex>
      ) : null}
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
