import { ActionType } from '@osk/contract';

/** How an action page looks and acts (spec §2 action types). */
export interface ActionBehaviour {
  /** Info or error icon and colour. */
  kind: 'info' | 'error';
  /** Offer the login button to anonymous visitors. */
  offerLogin: boolean;
}

const info = (offerLogin = false): ActionBehaviour => ({ kind: 'info', offerLogin });
const error = (offerLogin = false): ActionBehaviour => ({ kind: 'error', offerLogin });

/** One entry per ActionType: adding a type to the contract fails the typecheck until it is handled here. */
export const ACTION_BEHAVIOURS: Record<ActionType, ActionBehaviour> = {
  PAYMENT_STUDENT_SUCCESS: info(),
  PAYMENT_SCHOOL_SUCCESS: info(),
  PAYMENT_ERROR: error(),
  FINISH_PARTIAL_REGISTRATION: info(),
  LIWONA_LOGIN: info(),
  LIWONA_LOGIN_ERROR: error(true),
  TESTS_FROM_OSK: info(true),
  LEARN_FROM_OSK: info(true),
  SOCIAL_LOGIN_SUCCESS: info(),
  SOCIAL_LOGIN_ERROR: error(true),
  SOCIAL_ACCOUNT_REMOVED: info(),
  RESET_PASSWORD: info(true),
  ACTIVATE_ACCOUNT: info(true),
  ALREADY_CONFIRMED: info(true),
  NOT_LOGGED_IN: error(true),
  SESSION_EXPIRED: error(true),
  ASSIGN_STUDENT: info(true),
  PAGE_NOT_FOUND: error(),
};

/** The action type named in the URL; anything unknown is PAGE_NOT_FOUND. */
export function actionTypeOf(value: string | undefined): ActionType {
  const parsed = ActionType.safeParse(value);
  return parsed.success ? parsed.data : 'PAGE_NOT_FOUND';
}
