import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { ROUTES } from '../../../lib/routes';
import { logout } from '../../../lib/session/logout';
import { getSessionUser } from '../../../lib/session/session.store';
import { ActionView } from '../components/action-view';
import { ActivateAccount } from '../components/activate-account';
import { PaymentErrorAction, PaymentSuccessAction } from '../components/payment-result';
import { ResetPasswordForm } from '../components/reset-password-form';
import { actionTypeOf } from '../lib/action-behaviours';

/** /action/{type}/{uuid?}: the confirmation page of spec §2. */
export function ActionPage() {
  const params = useParams();
  const type = actionTypeOf(params.type);
  const uuid = params.uuid;

  useEffect(() => {
    // SESSION_EXPIRED logs the user out (spec §4), whether the idle timer or the server ended it.
    if (type === 'SESSION_EXPIRED' && getSessionUser()) void logout();
  }, [type]);

  if (type === 'FINISH_PARTIAL_REGISTRATION' && uuid) {
    return <Navigate to={`${ROUTES.finishPartialRegistration}/${encodeURIComponent(uuid)}`} replace />;
  }
  if (type === 'FINISH_PARTIAL_REGISTRATION') {
    // Without a uuid there is nothing to finish.
    return <ActionView type="PAGE_NOT_FOUND" />;
  }
  if (type === 'PAYMENT_STUDENT_SUCCESS') return <PaymentSuccessAction />;
  if (type === 'PAYMENT_ERROR') return <PaymentErrorAction />;
  if (type === 'RESET_PASSWORD' && uuid) return <ResetPasswordForm token={uuid} />;
  if (type === 'ACTIVATE_ACCOUNT' && uuid) return <ActivateAccount token={uuid} />;
  return <ActionView type={type} />;
}

/** /not-found: the page-not-found page. */
export function NotFoundPage() {
  return <ActionView type="PAGE_NOT_FOUND" />;
}
