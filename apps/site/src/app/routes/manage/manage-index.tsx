import { Navigate } from 'react-router';

export function Component() {
  return <Navigate to="/manage/dashboard" replace />;
}
