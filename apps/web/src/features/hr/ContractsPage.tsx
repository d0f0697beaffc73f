import { DollarOutlined } from '@ant-design/icons';
import { hrEmployeeContract } from '@bb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MasterDataScreen } from '../../components/master-data/MasterDataScreen';
import { useCan } from '../../platform/auth/session';
import { ContractPayrollTypesDialog } from './ContractPayrollTypesDialog';

/** `/hr/employee-contracts`: the declared contracts list, with each contract's allowances and deductions. */
export default function ContractsPage() {
  const { t } = useTranslation('hr');
  const can = useCan();
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <>
      <MasterDataScreen
        def={hrEmployeeContract}
        extraActions={(row) =>
          can('hr_employee_contract_edit')
            ? [
                {
                  key: 'payroll-types',
                  label: t('contractTypes.action'),
                  icon: <DollarOutlined />,
                  onClick: () => setEditing(String(row.id)),
                },
              ]
            : []
        }
      />
      <ContractPayrollTypesDialog contractId={editing} onClose={() => setEditing(null)} />
    </>
  );
}
