import { Navigate } from 'react-router';

export function Component() {
  return <Navigate to="/account/personal-info" replace />;
}
