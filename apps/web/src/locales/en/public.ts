import type { LocaleTree } from '../locale.types';

export const home = {
  tryDemo: 'Try the demo exam',
  pageTitle: 'Driving licence theory preparation',
  heroTitle: 'Pass the driving theory test the first time',
  heroText:
    'Prawko OSK gives you the current exam questions, timed mock exams just like at the exam centre (WORD) and learning by topic. It works in the browser, on your phone and as an app.',
  ctaPricing: 'See pricing',
  ctaLogin: 'Log in',
  ctaProfile: 'Go to your profile',
} satisfies LocaleTree;

export const offer = {
  title: 'Offer',
  lead: 'Everything you need for the theory exam in one place.',
  questions: {
    title: 'The complete question bank',
    text: 'All questions from the official bank for your category, with videos and pictures, grouped into topic modules.',
  },
  exam: {
    title: 'An exam just like at WORD',
    text: '32 questions, 25 minutes and the same answer time limits as the real exam. Your result and a review of mistakes right after you finish.',
  },
  elearning: {
    title: 'E-learning and e-lectures',
    text: 'A theory course made of slides and videos, available at any time – also on your phone.',
  },
  schools: {
    title: 'For driving schools',
    text: 'Learner accounts, internal exams, progress statistics and a driving schedule for instructors.',
  },
} satisfies LocaleTree;

export const pricing = {
  title: 'Pricing',
  learnerTitle: 'For learners',
  learnerLead: 'You pay once – no subscription and no automatic renewal.',
  days_one: '{{count}} day of access',
  days_other: '{{count}} days of access',
  polishOnly: 'Questions in Polish',
  allLanguages: 'Questions in Polish, English, German and Ukrainian',
  promo_one: 'Got a promotional code from your driving school? Enter it after logging in and get {{count}} day of access.',
  promo_other: 'Got a promotional code from your driving school? Enter it after logging in and get {{count}} days of access.',
  schoolTitle: 'For driving schools',
  schoolLead_one: 'Price of {{count}} day of access for one learner.',
  schoolLead_other: 'Price of {{count}} days of access for one learner.',
  schoolAccess: 'Access to learning and exams',
  schoolAccessWithBook: 'Access bought together with a textbook',
  lecturesAddOn: 'E-lectures surcharge',
  totalWithLectures: 'Total with e-lectures: {{withoutBook}}, or {{withBook}} with a textbook',
  buyInfo: 'You can buy access after logging in, under Subscription.',
  column: 'Option',
  columnPrice: 'Price',
} satisfies LocaleTree;

export const about = {
  pageTitle: 'About us',
  lead: 'Prawko OSK was created to make learning driving theory simple, fair and effective.',
  p1: 'We combine two things: a tool that lets a learner work through the whole question bank at their own pace, and a panel where a driving school sees the progress of its learners and organises their training.',
  p2: 'Mock exams follow the same rules as the state exam: 32 randomly drawn questions, time limits for reading and answering, and no going back to earlier questions. So nothing surprises you at the real exam.',
  p3: 'The service has five interface languages, and depending on your access the questions are also available in English, German and Ukrainian.',
  valuesTitle: 'What matters to us',
  value1: 'Up to date – we use the official question bank and update it after every change.',
  value2: 'Transparency – clear prices, no hidden fees and no subscriptions.',
  value3: 'Data protection – we process only the data needed for learning and billing.',
} satisfies LocaleTree;

export const privacy = {
  pageTitle: 'Privacy policy',
  lead: 'Here we explain what data we process in Prawko OSK, why, and what your rights are.',
  s1Title: 'Data controller',
  s1Text: 'The controller of personal data is the operator of the Prawko OSK service. For any matter concerning your data, contact us through the form on the Contact page.',
  s2Title: 'What data we process',
  s2Text: 'Account data (first and last name, e-mail address, phone number, licence category), mock exam results and learning progress, payment and invoice data, and the content of messages sent through the contact form.',
  s3Title: 'Purposes and legal basis',
  s3Text: 'We process data to provide the service under our agreement (Art. 6(1)(b) GDPR), to issue accounting documents (Art. 6(1)(c) GDPR), and to answer messages and keep the service secure (Art. 6(1)(f) GDPR).',
  s4Title: 'Driving school',
  s4Text: 'If your account is assigned to a driving school, the school sees your contact details, exam results and learning progress. Assignment requires your consent and you can decline it.',
  s5Title: 'Recipients of data',
  s5Text: 'We entrust data only to those who help us provide the service: the hosting provider, the payment provider, and the SMS and e-mail delivery providers. We do not sell data.',
  s6Title: 'Cookies and browser storage',
  s6Text: 'We use only the cookies and browser storage needed for the service to work: keeping you logged in, remembering your language, and remembering that you accepted cookies (the agreeCookies cookie, valid for 3 months). We use no advertising cookies.',
  s7Title: 'Your rights',
  s7Text: 'You have the right to access, rectify and erase your data, to restrict its processing, to data portability and to object, and the right to lodge a complaint with the President of the Personal Data Protection Office (UODO).',
  s8Title: 'Retention',
  s8Text: 'We keep account data until the account is deleted, and billing data for as long as tax law requires.',
} satisfies LocaleTree;

export const terms = {
  pageTitle: 'Terms and conditions',
  lead: 'These terms set out the rules for using the Prawko OSK service.',
  s1Title: 'General provisions',
  s1Text: 'Prawko OSK helps learners prepare for the driving licence theory exam and helps driving schools run their training. By using the service you accept these terms.',
  s2Title: 'Account',
  s2Text: 'Most features require an account. Users give true data, keep their password confidential and do not share their account with others.',
  s3Title: 'Paid access',
  s3Text: 'Access to the full question bank and mock exams is bought for a number of days. The price depends on the length of access and the chosen languages. Access is not renewed automatically.',
  s4Title: 'Payments',
  s4Text: 'Payments are handled by an external payment provider. Access is extended once the payment is confirmed. A receipt or an invoice is issued on request.',
  s5Title: 'Driving schools',
  s5Text: 'A driving school may create accounts for its learners, give them access and run internal exams. The school is responsible for the accuracy of the data it provides.',
  s6Title: 'Complaints',
  s6Text: 'Complaints can be submitted through the contact form. We handle them within 14 days of receipt.',
  s7Title: 'Withdrawal',
  s7Text: 'A consumer may withdraw from the agreement within 14 days, unless they started using the access with their explicit consent before that period ended.',
  s8Title: 'Final provisions',
  s8Text: 'We announce changes to these terms in advance on the website. Matters not covered here are governed by Polish law.',
} satisfies LocaleTree;

export const install = {
  pageTitle: 'Install the app',
  lead: 'You can install Prawko OSK on your phone or computer like a regular app – no app store needed. The installed app starts from an icon on your screen and opens recently visited pages even with a weak signal.',
  androidTitle: 'Android (Chrome)',
  android1: 'Open the Prawko OSK website in Chrome.',
  android2: 'Tap the menu (three dots) in the top right corner.',
  android3: 'Choose “Install app” or “Add to Home screen” and confirm.',
  iosTitle: 'iPhone and iPad (Safari)',
  ios1: 'Open the Prawko OSK website in Safari.',
  ios2: 'Tap the “Share” button (a square with an arrow).',
  ios3: 'Choose “Add to Home Screen” and tap “Add”.',
  desktopTitle: 'Computer (Chrome, Edge)',
  desktop1: 'Open the Prawko OSK website.',
  desktop2: 'Click the install icon at the end of the address bar, or choose “Install Prawko OSK” in the browser menu.',
  desktop3: 'The app opens in its own window and appears in the Start menu or the Dock.',
  offlineTitle: 'Working offline',
  offlineText: 'The app always fetches the latest data from the network first. Without a connection it shows the most recently saved version of the pages. Logging in, exams and payments need an internet connection.',
} satisfies LocaleTree;
