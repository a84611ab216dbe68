import { Route, Routes, useLocation } from 'react-router';
import { renderWithProviders } from '../../../test/app-test-utils';
import { PkkCoursePage } from '../pages/pkk-course.page';

function Landed({ testId }: { testId: string }) {
  const location = useLocation();
  return <div data-testid={testId}>{location.pathname}</div>;
}

/** Renders /pkk/course/{id} with stand-ins for where it leads (/pkk and /pkk/{id}). */
export function renderCoursePage(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/pkk/course/:id" element={<PkkCoursePage />} />
      <Route path="/pkk/:id" element={<Landed testId="landed-pkk-show" />} />
      <Route path="/pkk" element={<Landed testId="landed-pkk-list" />} />
    </Routes>,
    { route },
  );
}
