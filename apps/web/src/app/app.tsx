import { useEffect } from 'react';
import { BrowserRouter, useNavigate } from 'react-router';
import { registerNavigator } from '../lib/navigation';
import { AppProviders } from './app-providers';
import { AppRoutes } from './router';

/** Lets the API client redirect (403 -> NOT_LOGGED_IN) through the router, without a page load. */
export function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => registerNavigator((to, options) => void navigate(to, options)), [navigate]);
  return null;
}

/** The application root. */
export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <NavigatorBridge />
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
