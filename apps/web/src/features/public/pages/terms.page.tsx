import { LegalPage } from '../components/legal-page';

/** /regulamin */
export function TermsPage() {
  return <LegalPage document="terms" />;
}
