import { EyeOutlined } from '@ant-design/icons';
import { hrLetter } from '@bb/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TableRow } from '../../components/data-table';
import { MasterDataScreen } from '../master-data/MasterDataScreen';

/** /hr/letter: the letters (declared resource) with an action opening the letter to read and print. */
export default function LettersPage() {
  const { t } = useTranslation('hr');
  const navigate = useNavigate();
  return (
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
  );
}
