import { Card, CardContent, CardHeader } from '@mui/material';

export function Dashboard() {
  return (
    <Card>
      <CardHeader title="Ile staff console" />
      <CardContent>Applications, tickets, notices and moderation appear here as they are built.</CardContent>
    </Card>
  );
}
