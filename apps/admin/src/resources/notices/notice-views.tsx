import type { NoticeRecord } from '@ile/shared/contracts/admin/notices';
import {
  Create,
  DataTable,
  DeleteWithConfirmButton,
  Edit,
  List,
  NullableBooleanInput,
  SaveButton,
  SearchInput,
  SelectField,
  SelectInput,
  Toolbar,
} from 'react-admin';
import { labelledBody } from '../../components/labelled-rows';
import { LocalDateField } from '../../components/local-fields';
import { RecordTitle } from '../../components/record-title';
import { FlagField } from '../../components/status-field';
import { AUDIENCE_CHOICES, NoticeForm } from './notice-form';
import { NoticePublishButton } from './notice-publish-button';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search" />,
  <SelectInput key="audience" source="audience" choices={AUDIENCE_CHOICES} alwaysOn />,
  <NullableBooleanInput key="published" source="published" label="Published" alwaysOn />,
];

const Body = labelledBody<NoticeRecord>((notice) => `Notice: ${notice.heading}`);
const Column = DataTable.Col<NoticeRecord>;

export function NoticeList() {
  return (
    <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }}>
      <DataTable<NoticeRecord> body={Body} rowClick="edit" bulkActionButtons={false}>
        <Column source="heading" />
        <Column source="audience">
          <SelectField source="audience" choices={AUDIENCE_CHOICES} />
        </Column>
        <Column source="published" label="State" disableSort>
          <FlagField source="published" labels={['Published', 'Draft']} />
        </Column>
        <Column source="published_at" label="Published">
          <LocalDateField source="published_at" showTime emptyText="—" />
        </Column>
        <Column source="created_by_name" label="Written by" disableSort />
        <Column label="Actions" disableSort>
          <NoticePublishButton />
        </Column>
      </DataTable>
    </List>
  );
}

function EditToolbar() {
  return (
    <Toolbar sx={{ display: 'flex', gap: 1 }}>
      <SaveButton />
      <NoticePublishButton />
      <DeleteWithConfirmButton sx={{ ml: 'auto' }} />
    </Toolbar>
  );
}

export function NoticeEdit() {
  return (
    <Edit
      title={
        <RecordTitle<NoticeRecord>
          label="Notice"
          suffix={(notice) => `: ${notice.heading}${notice.published ? '' : ' (draft)'}`}
        />
      }
      mutationMode="pessimistic"
      redirect="list"
    >
      <NoticeForm toolbar={<EditToolbar />} />
    </Edit>
  );
}

export function NoticeCreate() {
  return (
    <Create redirect="list">
      <NoticeForm creating />
    </Create>
  );
}
