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
  useRecordContext,
} from 'react-admin';
import { labelledBody } from '../../components/labelled-rows';
import { LocalDateField } from '../../components/local-fields';
import { FlagField } from '../../components/status-field';
import { AUDIENCE_CHOICES, NoticeForm } from './notice-form';
import { NoticePublishButton } from './notice-publish-button';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search" />,
  <SelectInput key="audience" source="audience" choices={AUDIENCE_CHOICES} alwaysOn />,
  <NullableBooleanInput key="published" source="published" label="Published" alwaysOn />,
];

const Body = labelledBody((record) => `Notice: ${record.heading}`);

export function NoticeList() {
  return (
    <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }}>
      <DataTable body={Body} rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="heading" />
        <DataTable.Col source="audience">
          <SelectField source="audience" choices={AUDIENCE_CHOICES} />
        </DataTable.Col>
        <DataTable.Col source="published" label="State" disableSort>
          <FlagField source="published" labels={['Published', 'Draft']} />
        </DataTable.Col>
        <DataTable.Col source="published_at" label="Published">
          <LocalDateField source="published_at" showTime emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="created_by_name" label="Written by" disableSort />
        <DataTable.Col label="Actions" disableSort>
          <NoticePublishButton />
        </DataTable.Col>
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

function Title() {
  const record = useRecordContext();
  return <span>Notice{record ? `: ${record.heading}${record.published ? '' : ' (draft)'}` : ''}</span>;
}

export function NoticeEdit() {
  return (
    <Edit title={<Title />} mutationMode="pessimistic" redirect="list">
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
