import type { LocaleTree } from '../locale.types';

/** Public pages: home (offer, pricing), about, privacy policy, terms, install instructions. */
export const home = {
  tryDemo: 'Wypróbuj egzamin demo',
  pageTitle: 'Nauka do egzaminu na prawo jazdy',
  heroTitle: 'Zdaj teorię na prawo jazdy za pierwszym razem',
  heroText:
    'Prawko OSK to aktualne pytania egzaminacyjne, egzaminy próbne na czas – takie jak w WORD – i nauka modułami. Działa w przeglądarce, na telefonie i jako aplikacja.',
  ctaPricing: 'Zobacz cennik',
  ctaLogin: 'Zaloguj się',
  ctaProfile: 'Przejdź do swojego profilu',
} as const satisfies LocaleTree;

export const offer = {
  title: 'Oferta',
  lead: 'Wszystko, czego potrzebujesz do egzaminu teoretycznego, w jednym miejscu.',
  questions: {
    title: 'Pełna baza pytań',
    text: 'Wszystkie pytania z oficjalnej bazy dla Twojej kategorii, z nagraniami i zdjęciami, podzielone na moduły tematyczne.',
  },
  exam: {
    title: 'Egzamin jak w WORD',
    text: '32 pytania, 25 minut i te same limity czasu na odpowiedź co na prawdziwym egzaminie. Wynik i omówienie błędów od razu po zakończeniu.',
  },
  elearning: {
    title: 'E-learning i e-wykłady',
    text: 'Kurs teoretyczny w formie slajdów i filmów, dostępny w dowolnym momencie – także na telefonie.',
  },
  schools: {
    title: 'Dla szkół jazdy',
    text: 'Konta dla kursantów, egzaminy wewnętrzne, statystyki postępów i grafik jazd dla instruktorów.',
  },
} as const satisfies LocaleTree;

export const pricing = {
  title: 'Cennik',
  learnerTitle: 'Dla kursantów',
  learnerLead: 'Płacisz jednorazowo – bez abonamentu i bez automatycznego odnawiania.',
  days_one: '{{count}} dzień dostępu',
  days_few: '{{count}} dni dostępu',
  days_many: '{{count}} dni dostępu',
  days_other: '{{count}} dnia dostępu',
  polishOnly: 'Pytania w języku polskim',
  allLanguages: 'Pytania po polsku, angielsku, niemiecku i ukraińsku',
  promo_one: 'Masz kod promocyjny od szkoły jazdy? Wpisz go po zalogowaniu i odbierz {{count}} dzień dostępu.',
  promo_few: 'Masz kod promocyjny od szkoły jazdy? Wpisz go po zalogowaniu i odbierz {{count}} dni dostępu.',
  promo_many: 'Masz kod promocyjny od szkoły jazdy? Wpisz go po zalogowaniu i odbierz {{count}} dni dostępu.',
  promo_other: 'Masz kod promocyjny od szkoły jazdy? Wpisz go po zalogowaniu i odbierz {{count}} dnia dostępu.',
  schoolTitle: 'Dla szkół jazdy (OSK)',
  schoolLead_one: 'Cena dostępu na {{count}} dzień dla jednego kursanta.',
  schoolLead_few: 'Cena dostępu na {{count}} dni dla jednego kursanta.',
  schoolLead_many: 'Cena dostępu na {{count}} dni dla jednego kursanta.',
  schoolLead_other: 'Cena dostępu na {{count}} dnia dla jednego kursanta.',
  schoolAccess: 'Dostęp do nauki i egzaminów',
  schoolAccessWithBook: 'Dostęp przy zakupie podręcznika',
  lecturesAddOn: 'Dopłata za e-wykłady',
  totalWithLectures: 'Razem z e-wykładami: {{withoutBook}} lub {{withBook}} z podręcznikiem',
  buyInfo: 'Dostęp kupisz po zalogowaniu, w zakładce Subskrypcja.',
  column: 'Wariant',
  columnPrice: 'Cena',
} as const satisfies LocaleTree;

export const about = {
  pageTitle: 'O nas',
  lead: 'Prawko OSK powstało, aby nauka teorii na prawo jazdy była prosta, uczciwa i skuteczna.',
  p1: 'Łączymy dwie rzeczy: narzędzie, dzięki któremu kursant w spokojnym tempie przerabia całą bazę pytań, oraz panel, w którym szkoła jazdy widzi postępy swoich kursantów i organizuje ich szkolenie.',
  p2: 'Egzaminy próbne działają według tych samych zasad co egzamin państwowy: losowanie 32 pytań, limity czasu na przeczytanie pytania i odpowiedź, brak powrotu do wcześniejszych pytań. Dzięki temu na prawdziwym egzaminie nic Cię nie zaskoczy.',
  p3: 'Serwis działa w pięciu językach interfejsu, a pytania – zależnie od wybranego dostępu – są dostępne także po angielsku, niemiecku i ukraińsku.',
  valuesTitle: 'Na czym nam zależy',
  value1: 'Aktualność – korzystamy z oficjalnej bazy pytań i aktualizujemy ją po każdej zmianie.',
  value2: 'Przejrzystość – jasne ceny, bez ukrytych opłat i abonamentów.',
  value3: 'Bezpieczeństwo danych – przetwarzamy tylko dane potrzebne do nauki i rozliczeń.',
} as const satisfies LocaleTree;

export const privacy = {
  pageTitle: 'Polityka prywatności',
  lead: 'Poniżej wyjaśniamy, jakie dane przetwarzamy w serwisie Prawko OSK, w jakim celu i jakie masz prawa.',
  s1Title: 'Administrator danych',
  s1Text: 'Administratorem danych osobowych jest operator serwisu Prawko OSK. We wszystkich sprawach dotyczących danych możesz skontaktować się z nami przez formularz na stronie Kontakt.',
  s2Title: 'Jakie dane przetwarzamy',
  s2Text: 'Dane konta (imię, nazwisko, adres e-mail, numer telefonu, kategoria prawa jazdy), wyniki egzaminów próbnych i postępy w nauce, dane do płatności i faktur oraz treść wiadomości wysłanych przez formularz kontaktowy.',
  s3Title: 'Cele i podstawy przetwarzania',
  s3Text: 'Dane przetwarzamy, aby świadczyć usługę na podstawie zawartej umowy (art. 6 ust. 1 lit. b RODO), wystawiać dokumenty księgowe (art. 6 ust. 1 lit. c RODO) oraz odpowiadać na wiadomości i zapewniać bezpieczeństwo serwisu (art. 6 ust. 1 lit. f RODO).',
  s4Title: 'Szkoła jazdy',
  s4Text: 'Jeśli Twoje konto jest przypisane do szkoły jazdy, szkoła widzi Twoje dane kontaktowe, wyniki egzaminów i postępy w nauce. Przypisanie wymaga Twojej zgody i możesz je odrzucić.',
  s5Title: 'Odbiorcy danych',
  s5Text: 'Dane powierzamy wyłącznie podmiotom, które pomagają nam świadczyć usługę: dostawcy serwerów, operatorowi płatności, dostawcy wysyłki SMS i poczty e-mail. Nie sprzedajemy danych.',
  s6Title: 'Pliki cookie i pamięć przeglądarki',
  s6Text: 'Używamy wyłącznie plików cookie i pamięci przeglądarki potrzebnych do działania serwisu: utrzymania zalogowania, zapamiętania języka oraz informacji o akceptacji plików cookie (cookie agreeCookies ważne 3 miesiące). Nie stosujemy reklamowych plików cookie.',
  s7Title: 'Twoje prawa',
  s7Text: 'Masz prawo dostępu do danych, ich sprostowania, usunięcia, ograniczenia przetwarzania, przeniesienia oraz sprzeciwu, a także prawo wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych.',
  s8Title: 'Okres przechowywania',
  s8Text: 'Dane konta przechowujemy do czasu jego usunięcia, a dane rozliczeniowe przez okres wymagany przepisami podatkowymi.',
} as const satisfies LocaleTree;

export const terms = {
  pageTitle: 'Regulamin',
  lead: 'Regulamin określa zasady korzystania z serwisu Prawko OSK.',
  s1Title: 'Postanowienia ogólne',
  s1Text: 'Serwis Prawko OSK umożliwia naukę do egzaminu teoretycznego na prawo jazdy oraz obsługę szkolenia w ośrodkach szkolenia kierowców. Korzystanie z serwisu oznacza akceptację regulaminu.',
  s2Title: 'Konto',
  s2Text: 'Do korzystania z większości funkcji potrzebne jest konto. Użytkownik podaje prawdziwe dane, dba o poufność hasła i nie udostępnia konta innym osobom.',
  s3Title: 'Dostęp płatny',
  s3Text: 'Dostęp do pełnej bazy pytań i egzaminów próbnych kupuje się na określoną liczbę dni. Cena zależy od długości dostępu i wybranych języków. Dostęp nie odnawia się automatycznie.',
  s4Title: 'Płatności',
  s4Text: 'Płatności obsługuje zewnętrzny operator płatności. Dostęp zostaje przedłużony po potwierdzeniu płatności. Na życzenie wystawiamy paragon albo fakturę.',
  s5Title: 'Szkoły jazdy',
  s5Text: 'Szkoła jazdy może zakładać konta swoim kursantom, przydzielać im dostęp i przeprowadzać egzaminy wewnętrzne. Szkoła odpowiada za zgodność przekazywanych danych z prawdą.',
  s6Title: 'Reklamacje',
  s6Text: 'Reklamacje można zgłaszać przez formularz kontaktowy. Rozpatrujemy je w ciągu 14 dni od otrzymania.',
  s7Title: 'Odstąpienie od umowy',
  s7Text: 'Konsument może odstąpić od umowy w ciągu 14 dni, o ile nie rozpoczął korzystania z dostępu za wyraźną zgodą przed upływem tego terminu.',
  s8Title: 'Postanowienia końcowe',
  s8Text: 'O zmianach regulaminu informujemy z wyprzedzeniem na stronie serwisu. W sprawach nieuregulowanych stosuje się przepisy prawa polskiego.',
} as const satisfies LocaleTree;

export const install = {
  pageTitle: 'Instalacja aplikacji',
  lead: 'Prawko OSK możesz zainstalować na telefonie lub komputerze jak zwykłą aplikację – bez sklepu z aplikacjami. Zainstalowana aplikacja uruchamia się z ikony na ekranie i otwiera ostatnio odwiedzone strony także przy słabym zasięgu.',
  androidTitle: 'Android (Chrome)',
  android1: 'Otwórz stronę Prawko OSK w przeglądarce Chrome.',
  android2: 'Dotknij menu (trzy kropki) w prawym górnym rogu.',
  android3: 'Wybierz „Zainstaluj aplikację” lub „Dodaj do ekranu głównego” i potwierdź.',
  iosTitle: 'iPhone i iPad (Safari)',
  ios1: 'Otwórz stronę Prawko OSK w przeglądarce Safari.',
  ios2: 'Dotknij przycisku „Udostępnij” (kwadrat ze strzałką).',
  ios3: 'Wybierz „Do ekranu początkowego” i dotknij „Dodaj”.',
  desktopTitle: 'Komputer (Chrome, Edge)',
  desktop1: 'Otwórz stronę Prawko OSK.',
  desktop2: 'Kliknij ikonę instalacji na końcu paska adresu albo wybierz „Zainstaluj Prawko OSK” z menu przeglądarki.',
  desktop3: 'Aplikacja otworzy się w osobnym oknie i pojawi się w menu Start lub w Docku.',
  offlineTitle: 'Praca bez internetu',
  offlineText: 'Aplikacja zawsze najpierw pobiera najnowsze dane z sieci. Gdy połączenia brakuje, pokazuje ostatnio zapisaną wersję stron. Logowanie, egzaminy i płatności wymagają połączenia z internetem.',
} as const satisfies LocaleTree;
