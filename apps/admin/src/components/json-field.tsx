import { Box } from '@mui/material';
import { type FieldProps, useRecordContext } from 'react-admin';

/** A JSON value (an audit row's before/after, a provider's raw answer) pretty-printed. */
export function JsonField({ source }: FieldProps & { source: string }) {
  const record = useRecordContext();
  const value = record?.[source];
  if (value === null || value === undefined) return <span>—</span>;
  return (
    <Box
      component="pre"
      sx={{
        m: 0,
        p: 1.5,
        bgcolor: 'grey.100',
        borderRadius: 1,
        overflowX: 'auto',
        fontSize: 13,
        maxHeight: 480,
      }}
    >
      {JSON.stringify(value, null, 2)}
    </Box>
  );
}
