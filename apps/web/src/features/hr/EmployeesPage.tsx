import { FormOutlined } from '@ant-design/icons';
import { hrEmployee } from '@bb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MasterDataScreen } from '../../components/master-data/MasterDataScreen';
import { useCan } from '../../platform/auth/session';
import { EmployeeCustomFieldsDialog } from './EmployeeCustomFieldsDialog';

/** `/hr/employee`: the declared employees list, with each employee's custom fields. */
export default function EmployeesPage() {
  const { t } = useTranslation('hr');
  const can = useCan();
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <>
      <MasterDataScreen
        def={hrEmployee}
        extraActions={(row) =>
          can('hr_employee_edit')
            ? [
                {
                  key: 'custom-fields',
                  label: t('customFields.action'),
                  icon: <FormOutlined />,
                  onClick: () => setEditing(String(row.id)),
                },
              ]
            : []
        }
      />
      <EmployeeCustomFieldsDialog employeeId={editing} onClose={() => setEditing(null)} />
    </>
  );
}
