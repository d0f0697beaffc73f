import { FormOutlined } from '@ant-design/icons';
import { employeePhotoEndpoints, hrEmployee } from '@bb/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TABLE_KEY } from '../../components/data-table/useTableData';
import { MasterDataScreen } from '../../components/master-data/MasterDataScreen';
import { sendForm } from '../../components/raw-call';
import { call } from '../../platform/api/call';
import { useCan } from '../../platform/auth/session';
import { reportError } from '../../platform/report-error';
import { EmployeeCustomFieldsDialog } from './EmployeeCustomFieldsDialog';
import { EmployeeAvatar, EmployeePhotoField, type PhotoChange } from './EmployeePhoto';

const NO_CHANGE: PhotoChange = { file: null, remove: false };

/** `/hr/employee`: the declared employees list with each one's photo and custom fields. */
export default function EmployeesPage() {
  const { t } = useTranslation('hr');
  const can = useCan();
  const client = useQueryClient();
  const [editing, setEditing] = useState<string | null>(null);
  const [photo, setPhoto] = useState<PhotoChange>(NO_CHANGE);
  // the list's photos are fetched again after one changed
  const [version, setVersion] = useState(0);
  const savePhoto = async (id: string) => {
    const change = photo;
    setPhoto(NO_CHANGE);
    try {
      if (change.file) {
        const form = new FormData();
        form.append('image', change.file);
        await sendForm(employeePhotoEndpoints.put, { id }, form);
      } else if (change.remove) await call(employeePhotoEndpoints.remove, { params: { id } });
      else return;
      setVersion((v) => v + 1);
      void client.invalidateQueries({ queryKey: [TABLE_KEY, hrEmployee.path] });
    } catch (e) {
      reportError(e);
    }
  };
  return (
    <>
      <MasterDataScreen
        def={hrEmployee}
        cells={{
          has_photo: (row) => (
            <EmployeeAvatar id={String(row.id)} hasPhoto={row.has_photo === true} version={String(version)} />
          ),
        }}
        formExtra={(row) => (
          <EmployeePhotoField
            key={row ? String(row.id) : 'new'}
            employeeId={row ? String(row.id) : null}
            hasPhoto={row?.has_photo === true}
            change={photo}
            onChange={setPhoto}
          />
        )}
        onFormSaved={(id) => void savePhoto(id)}
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
