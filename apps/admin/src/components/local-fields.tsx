import { formatDate, formatDateTime, formatNumber } from '@ile/shared/helpers/locale-format';
import { Typography } from '@mui/material';
import { type FieldProps, useFieldValue } from 'react-admin';

// react-admin's DateField and NumberField format with the browser's locale, which on many staff machines is
// en-US (11/23/2026). These go through the one shared formatter, day first like the site.

function FieldText({ text, dateTime }: { text: string; dateTime?: string }) {
  if (dateTime) {
    return (
      <Typography component="time" variant="body2" dateTime={dateTime}>
        {text}
      </Typography>
    );
  }
  return (
    <Typography component="span" variant="body2">
      {text}
    </Typography>
  );
}

/** '23/11/2026', or with `showTime` '23/11/2026, 19:52'; `emptyText` when there is no date. */
export function LocalDateField({
  showTime = false,
  emptyText = '',
  ...props
}: FieldProps & { showTime?: boolean; emptyText?: string }) {
  const value = useFieldValue(props) as string | number | Date | null | undefined;
  const text = showTime ? formatDateTime(value) : formatDate(value);
  if (!text) return emptyText ? <FieldText text={emptyText} /> : null;
  return <FieldText text={text} dateTime={new Date(value as string).toISOString()} />;
}

/** '1,234'; Intl number options (e.g. `{ useGrouping: false }` for a year) pass through. */
export function LocalNumberField({
  options,
  emptyText = '',
  ...props
}: FieldProps & { options?: Intl.NumberFormatOptions; emptyText?: string }) {
  const value = useFieldValue(props);
  const text = formatNumber(
    typeof value === 'number' ? value : value == null ? null : Number(value),
    options,
  );
  return <FieldText text={text || emptyText} />;
}
