import { REVIEW_TARGET_TYPES } from '@ile/shared/constants/reviews';
import type { ReviewRecord } from '@ile/shared/contracts/admin/reviews';
import { Box } from '@mui/material';
import {
  DataTable,
  EmailField,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectInput,
  Show,
  TextField,
} from 'react-admin';
import { choicesOf } from '../../components/choices';
import { FieldSection } from '../../components/field-section';
import { labelledBody } from '../../components/labelled-rows';
import { LocalDateField, LocalNumberField } from '../../components/local-fields';
import { RecordTitle } from '../../components/record-title';
import { FlagField } from '../../components/status-field';
import { HideReviewButton } from './hide-review-button';

const RATING_CHOICES = [1, 2, 3, 4, 5].map((rating) => ({ id: rating, name: `${rating} ★` }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Comment, author or agency" />,
  <NullableBooleanInput key="hidden" source="hidden" label="Hidden" alwaysOn />,
  <SelectInput
    key="target_type"
    source="target_type"
    label="About"
    choices={choicesOf(REVIEW_TARGET_TYPES)}
  />,
  <SelectInput key="rating" source="rating" choices={RATING_CHOICES} />,
];

const stars = (rating: number) => '★'.repeat(rating) + '☆'.repeat(5 - rating);
const Body = labelledBody<ReviewRecord>(
  (review) => `Review by ${review.author_name} of ${review.target_name}`,
);
const Column = DataTable.Col<ReviewRecord>;

export function ReviewList() {
  return (
    <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }}>
      <DataTable<ReviewRecord> body={Body} rowClick="show" bulkActionButtons={false}>
        <Column source="author_name" label="Author" disableSort />
        <Column source="target_name" label="About" disableSort />
        <Column source="target_type" label="Kind" />
        <Column
          source="rating"
          render={(record) => (
            <span role="img" aria-label={`${record.rating} of 5`}>
              {stars(record.rating)}
            </span>
          )}
        />
        <Column
          source="comment"
          disableSort
          render={(record) =>
            record.comment.length > 90 ? `${record.comment.slice(0, 90)}…` : record.comment
          }
        />
        <Column source="hidden" label="State">
          <FlagField source="hidden" labels={['Hidden', 'Visible']} colours={['warning', 'success']} />
        </Column>
        <Column source="created_at" label="Written">
          <LocalDateField source="created_at" />
        </Column>
        <Column label="Actions" disableSort>
          <HideReviewButton />
        </Column>
      </DataTable>
    </List>
  );
}

export function ReviewShow() {
  return (
    <Show
      title={<RecordTitle<ReviewRecord> label="Review" suffix={(review) => ` by ${review.author_name}`} />}
      actions={false}
    >
      <FieldSection
        title="Review"
        actions={
          <Box sx={{ pt: 1, pr: 1 }}>
            <HideReviewButton />
          </Box>
        }
      >
        <LocalNumberField source="rating" />
        <FlagField
          source="hidden"
          label="State"
          labels={['Hidden', 'Visible']}
          colours={['warning', 'success']}
        />
        <TextField source="target_name" label="About" />
        <TextField source="target_type" label="Kind" />
        <TextField source="author_name" label="Author" />
        <EmailField source="author_email" label="Author email" />
        <LocalDateField source="created_at" label="Written" showTime />
        <LocalDateField source="hidden_at" label="Hidden" showTime />
      </FieldSection>
      <FieldSection title="Comment" columns={1}>
        <TextField source="comment" label={false} />
      </FieldSection>
    </Show>
  );
}
