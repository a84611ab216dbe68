import type { LocaleTree } from '../locale.types';

/** Texts of the registration wizard, the register and coupon views of the login modal, activation. */
export const register = {
  pageTitle: 'Registrierung',
  lead: 'Legen Sie ein Fahrschülerkonto an: Üben Sie Prüfungsfragen, machen Sie Probeprüfungen und verfolgen Sie Ihren Fortschritt.',
  haveAccount: 'Sie haben bereits ein Konto?',
  logIn: 'Anmelden',
  haveCoupon: 'Haben Sie einen Gutschein? Mit Gutschein registrieren',
  stages: {
    STAGE_1: {
      label: 'Kontodaten',
      description: 'E-Mail und Passwort',
    },
    STAGE_2: {
      label: 'Aktionscode',
      description: 'Optional',
    },
    STAGE_3: {
      label: 'Bestätigung',
      description: 'Postfach prüfen',
    },
  },
  fields: {
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    repeatPassword: 'Passwort wiederholen',
    phoneNumber: 'Telefonnummer',
    phoneHint: 'Optional. Nur eine in Polen registrierte Nummer, z. B. 600100200 oder +48 600-100-200.',
    firstName: 'Vorname',
    lastName: 'Nachname',
    category: 'Führerscheinklasse',
    categoryHint: 'Sie können die Klasse später in Ihrem Profil ändern.',
    acceptPrefix: 'Ich akzeptiere die',
    terms: 'Nutzungsbedingungen',
  },
  categories: {
    A: 'Motorrad',
    M: 'Moped',
    B: 'Pkw',
    C: 'Lkw',
    D: 'Bus',
    T: 'Traktor',
    P: 'Straßenbahnerlaubnis',
  },
  wizard: {
    next: 'Weiter',
    back: 'Zurück',
    skip: 'Überspringen und registrieren',
    submit: 'Registrieren',
    stageOf: 'Schritt {{current}} von {{total}}: {{label}}',
  },
  promo: {
    title: 'Haben Sie einen Aktionscode?',
    lead: 'Geben Sie einen Code Ihrer Fahrschule oder aus einer Aktion ein – der Zugang wird Ihrem Konto sofort zugeordnet. Kein Code? Überspringen Sie diesen Schritt.',
    code: 'Aktionscode',
  },
  mailbox: {
    title: 'Prüfen Sie Ihr Postfach',
    text: 'Wir haben einen Aktivierungslink an {{email}} gesendet. Klicken Sie darauf, um Ihr Konto zu aktivieren.',
    hint: 'Der Link ist 7 Tage gültig. Wenn die Nachricht nicht angekommen ist, sehen Sie im Spam-Ordner nach.',
    login: 'Zur Anmeldung',
    home: 'Startseite',
  },
  dialog: {
    successTitle: 'Registrierung abgeschlossen',
    failureTitle: 'Registrierung fehlgeschlagen',
    sentTo: 'Wir haben den Aktivierungslink an {{email}} gesendet.',
    ok: 'OK',
  },
  view: {
    promoHint: 'Haben Sie einen Aktionscode?',
    toWizard: 'Mit dem Assistenten registrieren',
  },
  coupon: {
    pageTitle: 'Registrierung mit Gutschein',
    lead: 'Sie haben einen Gutschein Ihrer Fahrschule? Geben Sie E-Mail-Adresse, Telefonnummer und Code ein – der Zugang wird Ihrem neuen Konto sofort zugeordnet.',
    phoneHint: 'Eine in Polen registrierte Nummer, z. B. 600100200.',
    code: 'Gutscheincode',
    submit: 'Mit Gutschein registrieren',
    valid: 'CODE GÜLTIG',
    invalid: 'CODE UNGÜLTIG',
    setPasswordHint: 'Ihr Passwort legen Sie nach einem Klick auf den Aktivierungslink in der Nachricht fest.',
  },
  activation: {
    checking: 'Der Aktivierungslink wird geprüft…',
    setPasswordTitle: 'Passwort festlegen und Konto aktivieren',
    setPasswordLead: 'Das Konto {{email}} wurde mit einem Gutschein angelegt. Legen Sie ein Passwort fest und geben Sie Vor- und Nachnamen ein, um es zu aktivieren.',
    setPasswordSubmit: 'Konto aktivieren',
    invalidTitle: 'Ungültiger Aktivierungslink',
    expiredTitle: 'Aktivierungslink abgelaufen',
    resend: 'Neuen Link senden',
  },
} as const satisfies LocaleTree;
