import { LegalPage } from '../components/legal-page';

/** /polityka-prywatnosci */
export function PrivacyPage() {
  return <LegalPage document="privacy" />;
}
