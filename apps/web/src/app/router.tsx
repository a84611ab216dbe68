import { lazy, type ComponentType } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { HomePage } from '../features/public/pages/home.page';
import { actionPath } from '../lib/routes';
import { RequireUser } from './guards/require-user';
import { RootLayout } from './layouts/root-layout';

/** React.lazy for a module's named export (the codebase uses named exports only). */
function lazyNamed<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

// Only the home page ships with the first load; every other page is its own chunk.
const AboutPage = lazyNamed(() => import('../features/public/pages/about.page'), 'AboutPage');
const PrivacyPage = lazyNamed(() => import('../features/public/pages/privacy.page'), 'PrivacyPage');
const TermsPage = lazyNamed(() => import('../features/public/pages/terms.page'), 'TermsPage');
const InstallPage = lazyNamed(() => import('../features/public/pages/install.page'), 'InstallPage');
const ContactPage = lazyNamed(() => import('../features/contact/pages/contact.page'), 'ContactPage');
const BlogListPage = lazyNamed(() => import('../features/blog/pages/blog-list.page'), 'BlogListPage');
const BlogPostPage = lazyNamed(() => import('../features/blog/pages/blog-post.page'), 'BlogPostPage');
const ProfilePage = lazyNamed(() => import('../features/profile/pages/profile.page'), 'ProfilePage');
const ActionPage = lazyNamed(() => import('../features/actions/pages/action.page'), 'ActionPage');
const NotFoundPage = lazyNamed(() => import('../features/actions/pages/action.page'), 'NotFoundPage');
// [pages: registration]
// [pages: profile]
// [pages: school-links]

/**
 * The route table. Paths are the spec's (plain paths, Polish public URLs). Areas not built yet
 * (/nauka, /exam/choose, /school, /instructor, /register ...) fall to the catch-all and show
 * PAGE_NOT_FOUND until their issue adds them here.
 *
 * Declarative mode (useRoutes under BrowserRouter) rather than a data router: no loaders or
 * actions are needed, and leaving them out saves about 16 KB gzipped on the landing page. Render
 * errors are caught by the layout's error boundary.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'o-firmie', element: <AboutPage /> },
      { path: 'kontakt', element: <ContactPage /> },
      { path: 'wiadomosci', element: <BlogListPage /> },
      // The spec's /wiadomosci/{page}.html: a route segment cannot carry a suffix, the page checks it.
      { path: 'wiadomosci/:file', element: <BlogPostPage /> },
      { path: 'polityka-prywatnosci', element: <PrivacyPage /> },
      { path: 'regulamin', element: <TermsPage /> },
      { path: 'instalacja', element: <InstallPage /> },
      {
        path: 'profile',
        element: (
          <RequireUser types={['STUDENT']}>
            <ProfilePage />
          </RequireUser>
        ),
      },
      // [routes: registration]
      // [routes: profile]
      // [routes: school-links]
      { path: 'action/:type/:uuid?', element: <ActionPage /> },
      { path: 'not-found', element: <NotFoundPage /> },
      { path: '*', element: <Navigate to={actionPath('PAGE_NOT_FOUND')} replace /> },
    ],
  },
];

/** The routes rendered inside a router (BrowserRouter in the app, MemoryRouter in tests). */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
