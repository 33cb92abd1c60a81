import { Link, Outlet } from 'react-router';

export function MainLayout() {
  return (
    <div className="layout">
      <header className="header">
        <Link to="/" className="logo">
          Ile
        </Link>
        <nav className="nav">
          <Link to="/property-management">Property management</Link>
          <Link to="/student-property">Student property</Link>
          <Link to="/agents">Agents/Agencies</Link>
        </nav>
        <Link to="/list-property" className="button">
          List property
        </Link>
      </header>
      <main className="main">
        <Outlet />
      </main>
      <footer className="footer">
        © {new Date().getFullYear()} Ile. Property in Nigeria and Sierra Leone.
      </footer>
    </div>
  );
}
