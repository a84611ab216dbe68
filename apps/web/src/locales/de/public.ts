import type { LocaleTree } from '../locale.types';

export const home = {
  tryDemo: 'Demo-Prüfung ausprobieren',
  pageTitle: 'Vorbereitung auf die Führerscheintheorie',
  heroTitle: 'Bestehen Sie die Theorieprüfung beim ersten Mal',
  heroText:
    'Prawko OSK bietet die aktuellen Prüfungsfragen, zeitgesteuerte Probeprüfungen wie im Prüfungszentrum (WORD) und Lernen nach Themen. Im Browser, auf dem Smartphone und als App.',
  ctaPricing: 'Preise ansehen',
  ctaLogin: 'Anmelden',
  ctaProfile: 'Zu Ihrem Profil',
} satisfies LocaleTree;

export const offer = {
  title: 'Angebot',
  lead: 'Alles, was Sie für die Theorieprüfung brauchen, an einem Ort.',
  questions: {
    title: 'Der vollständige Fragenkatalog',
    text: 'Alle Fragen aus dem offiziellen Katalog für Ihre Klasse, mit Videos und Bildern, nach Themenmodulen geordnet.',
  },
  exam: {
    title: 'Prüfung wie im WORD',
    text: '32 Fragen, 25 Minuten und dieselben Antwortzeiten wie in der echten Prüfung. Ergebnis und Fehleranalyse direkt im Anschluss.',
  },
  elearning: {
    title: 'E-Learning und E-Vorlesungen',
    text: 'Ein Theoriekurs aus Folien und Videos, jederzeit verfügbar – auch auf dem Smartphone.',
  },
  schools: {
    title: 'Für Fahrschulen',
    text: 'Fahrschülerkonten, interne Prüfungen, Fortschrittsstatistiken und ein Fahrstundenplan für Fahrlehrer.',
  },
} satisfies LocaleTree;

export const pricing = {
  title: 'Preise',
  learnerTitle: 'Für Fahrschüler',
  learnerLead: 'Sie zahlen einmalig – ohne Abo und ohne automatische Verlängerung.',
  days_one: '{{count}} Tag Zugang',
  days_other: '{{count}} Tage Zugang',
  polishOnly: 'Fragen auf Polnisch',
  allLanguages: 'Fragen auf Polnisch, Englisch, Deutsch und Ukrainisch',
  promo_one: 'Sie haben einen Aktionscode Ihrer Fahrschule? Geben Sie ihn nach der Anmeldung ein und erhalten Sie {{count}} Tag Zugang.',
  promo_other: 'Sie haben einen Aktionscode Ihrer Fahrschule? Geben Sie ihn nach der Anmeldung ein und erhalten Sie {{count}} Tage Zugang.',
  schoolTitle: 'Für Fahrschulen',
  schoolLead_one: 'Preis für {{count}} Tag Zugang für einen Fahrschüler.',
  schoolLead_other: 'Preis für {{count}} Tage Zugang für einen Fahrschüler.',
  schoolAccess: 'Zugang zum Lernen und zu Prüfungen',
  schoolAccessWithBook: 'Zugang beim Kauf eines Lehrbuchs',
  lecturesAddOn: 'Aufpreis für E-Vorlesungen',
  totalWithLectures: 'Insgesamt mit E-Vorlesungen: {{withoutBook}} bzw. {{withBook}} mit Lehrbuch',
  buyInfo: 'Den Zugang kaufen Sie nach der Anmeldung unter „Abonnement“.',
  column: 'Variante',
  columnPrice: 'Preis',
} satisfies LocaleTree;

export const about = {
  pageTitle: 'Über uns',
  lead: 'Prawko OSK ist entstanden, damit das Lernen der Führerscheintheorie einfach, fair und wirksam ist.',
  p1: 'Wir verbinden zwei Dinge: ein Werkzeug, mit dem Fahrschüler den gesamten Fragenkatalog in ihrem eigenen Tempo durcharbeiten, und ein Panel, in dem die Fahrschule den Fortschritt ihrer Schüler sieht und die Ausbildung organisiert.',
  p2: 'Probeprüfungen folgen denselben Regeln wie die staatliche Prüfung: 32 zufällig gezogene Fragen, Zeitlimits zum Lesen und Antworten, kein Zurück zu früheren Fragen. So überrascht Sie in der echten Prüfung nichts.',
  p3: 'Der Dienst hat fünf Oberflächensprachen, und je nach Zugang sind die Fragen auch auf Englisch, Deutsch und Ukrainisch verfügbar.',
  valuesTitle: 'Was uns wichtig ist',
  value1: 'Aktualität – wir nutzen den offiziellen Fragenkatalog und aktualisieren ihn nach jeder Änderung.',
  value2: 'Transparenz – klare Preise, keine versteckten Gebühren, keine Abos.',
  value3: 'Datenschutz – wir verarbeiten nur Daten, die für das Lernen und die Abrechnung nötig sind.',
} satisfies LocaleTree;

export const privacy = {
  pageTitle: 'Datenschutzerklärung',
  lead: 'Hier erklären wir, welche Daten wir bei Prawko OSK verarbeiten, wozu und welche Rechte Sie haben.',
  s1Title: 'Verantwortlicher',
  s1Text: 'Verantwortlicher für personenbezogene Daten ist der Betreiber des Dienstes Prawko OSK. In allen Datenschutzfragen erreichen Sie uns über das Formular auf der Kontaktseite.',
  s2Title: 'Welche Daten wir verarbeiten',
  s2Text: 'Kontodaten (Vor- und Nachname, E-Mail-Adresse, Telefonnummer, Führerscheinklasse), Ergebnisse von Probeprüfungen und Lernfortschritt, Zahlungs- und Rechnungsdaten sowie Inhalte von Nachrichten aus dem Kontaktformular.',
  s3Title: 'Zwecke und Rechtsgrundlagen',
  s3Text: 'Wir verarbeiten Daten zur Erbringung des Dienstes auf Grundlage des Vertrags (Art. 6 Abs. 1 lit. b DSGVO), zur Ausstellung von Buchhaltungsbelegen (Art. 6 Abs. 1 lit. c DSGVO) sowie zur Beantwortung von Nachrichten und für die Sicherheit des Dienstes (Art. 6 Abs. 1 lit. f DSGVO).',
  s4Title: 'Fahrschule',
  s4Text: 'Ist Ihr Konto einer Fahrschule zugeordnet, sieht die Schule Ihre Kontaktdaten, Prüfungsergebnisse und Ihren Lernfortschritt. Die Zuordnung erfordert Ihre Zustimmung, und Sie können sie ablehnen.',
  s5Title: 'Empfänger',
  s5Text: 'Wir geben Daten nur an Dienstleister weiter, die uns bei der Erbringung des Dienstes helfen: Hosting-Anbieter, Zahlungsanbieter sowie Anbieter für SMS- und E-Mail-Versand. Wir verkaufen keine Daten.',
  s6Title: 'Cookies und Browserspeicher',
  s6Text: 'Wir verwenden nur Cookies und Browserspeicher, die für den Betrieb nötig sind: um Sie angemeldet zu halten, Ihre Sprache zu speichern und Ihre Zustimmung zu Cookies zu merken (Cookie agreeCookies, 3 Monate gültig). Wir verwenden keine Werbe-Cookies.',
  s7Title: 'Ihre Rechte',
  s7Text: 'Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch sowie das Recht auf Beschwerde beim Präsidenten des polnischen Amtes für den Schutz personenbezogener Daten (UODO).',
  s8Title: 'Speicherdauer',
  s8Text: 'Kontodaten speichern wir bis zur Löschung des Kontos, Abrechnungsdaten so lange, wie es das Steuerrecht verlangt.',
} satisfies LocaleTree;

export const terms = {
  pageTitle: 'Allgemeine Geschäftsbedingungen',
  lead: 'Diese Bedingungen regeln die Nutzung des Dienstes Prawko OSK.',
  s1Title: 'Allgemeines',
  s1Text: 'Prawko OSK unterstützt Fahrschüler bei der Vorbereitung auf die theoretische Führerscheinprüfung und Fahrschulen bei der Ausbildung. Mit der Nutzung des Dienstes akzeptieren Sie diese Bedingungen.',
  s2Title: 'Konto',
  s2Text: 'Die meisten Funktionen erfordern ein Konto. Nutzer geben wahre Daten an, halten ihr Passwort geheim und geben ihr Konto nicht an andere weiter.',
  s3Title: 'Kostenpflichtiger Zugang',
  s3Text: 'Der Zugang zum vollständigen Fragenkatalog und zu Probeprüfungen wird für eine bestimmte Anzahl von Tagen gekauft. Der Preis hängt von der Dauer und den gewählten Sprachen ab. Der Zugang verlängert sich nicht automatisch.',
  s4Title: 'Zahlungen',
  s4Text: 'Zahlungen wickelt ein externer Zahlungsanbieter ab. Der Zugang wird nach Bestätigung der Zahlung verlängert. Auf Wunsch stellen wir eine Quittung oder Rechnung aus.',
  s5Title: 'Fahrschulen',
  s5Text: 'Eine Fahrschule kann Konten für ihre Fahrschüler anlegen, ihnen Zugang gewähren und interne Prüfungen durchführen. Die Schule ist für die Richtigkeit der übermittelten Daten verantwortlich.',
  s6Title: 'Reklamationen',
  s6Text: 'Reklamationen können über das Kontaktformular eingereicht werden. Wir bearbeiten sie innerhalb von 14 Tagen nach Eingang.',
  s7Title: 'Widerruf',
  s7Text: 'Verbraucher können innerhalb von 14 Tagen vom Vertrag zurücktreten, sofern sie den Zugang nicht mit ausdrücklicher Zustimmung vor Ablauf dieser Frist genutzt haben.',
  s8Title: 'Schlussbestimmungen',
  s8Text: 'Änderungen dieser Bedingungen kündigen wir vorab auf der Website an. Im Übrigen gilt polnisches Recht.',
} satisfies LocaleTree;

export const install = {
  pageTitle: 'App installieren',
  lead: 'Sie können Prawko OSK wie eine normale App auf Smartphone oder Computer installieren – ohne App-Store. Die installierte App startet über ein Symbol auf dem Bildschirm und öffnet zuletzt besuchte Seiten auch bei schwachem Empfang.',
  androidTitle: 'Android (Chrome)',
  android1: 'Öffnen Sie die Website von Prawko OSK in Chrome.',
  android2: 'Tippen Sie oben rechts auf das Menü (drei Punkte).',
  android3: 'Wählen Sie „App installieren“ oder „Zum Startbildschirm hinzufügen“ und bestätigen Sie.',
  iosTitle: 'iPhone und iPad (Safari)',
  ios1: 'Öffnen Sie die Website von Prawko OSK in Safari.',
  ios2: 'Tippen Sie auf „Teilen“ (Quadrat mit Pfeil).',
  ios3: 'Wählen Sie „Zum Home-Bildschirm“ und tippen Sie auf „Hinzufügen“.',
  desktopTitle: 'Computer (Chrome, Edge)',
  desktop1: 'Öffnen Sie die Website von Prawko OSK.',
  desktop2: 'Klicken Sie auf das Installationssymbol am Ende der Adressleiste oder wählen Sie im Browsermenü „Prawko OSK installieren“.',
  desktop3: 'Die App öffnet sich in einem eigenen Fenster und erscheint im Startmenü oder im Dock.',
  offlineTitle: 'Ohne Internet',
  offlineText: 'Die App lädt immer zuerst die neuesten Daten aus dem Netz. Ohne Verbindung zeigt sie die zuletzt gespeicherte Version der Seiten. Anmeldung, Prüfungen und Zahlungen brauchen eine Internetverbindung.',
} satisfies LocaleTree;
