import { Admin } from 'react-admin';
import { Dashboard } from './dashboard/dashboard';
import { dataProvider } from './providers/data-provider';

/** Reads as the console's table of contents: each resource is added here as one line when it lands. */
export function App() {
  return (
    <Admin basename="/admin" title="Ile staff console" dataProvider={dataProvider} dashboard={Dashboard} />
  );
}
