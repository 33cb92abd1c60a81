import { Admin, Resource } from 'react-admin';
import { Dashboard } from './dashboard/dashboard';
import { dataProvider } from './providers/data-provider';

/** Reads as the console's table of contents: each resource is added here as one line when it lands. */
export function App() {
  return (
    <Admin title="Ile staff console" disableTelemetry dataProvider={dataProvider} dashboard={Dashboard}>
      {/* react-admin renders nothing until a resource is registered; the console's resources replace this one. */}
      <Resource name="audit-log" />
    </Admin>
  );
}
