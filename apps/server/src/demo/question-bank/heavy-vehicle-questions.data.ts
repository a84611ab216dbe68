import { PORD, R561, UKP, WARUNKI, ZNAKI, type DemoQuestion } from './demo-bank.types.js';

/** Specialist questions of category C (with C1): 4 worth 3 points, 2 worth 2, 2 worth 1. */
export const C_SPECIALIST_QUESTIONS: DemoQuestion[] = [
  {
    n: 2401, key: 'A', w: 3, mod: 31, cat: 'C,C1', law: `art. 20 ust. 3 pkt 2 lit. b ${PORD}`,
    pl: { q: 'Prędkość dopuszczalna samochodu ciężarowego o dopuszczalnej masie całkowitej powyżej 3,5 t na zwykłej drodze jednojezdniowej poza obszarem zabudowanym wynosi:', a: '70 km/h', b: '80 km/h', c: '90 km/h', why: 'Pojazdy inne niż samochód osobowy, motocykl i samochód ciężarowy do 3,5 t mogą jechać poza autostradą, drogą ekspresową i drogą dwujezdniową najwyżej 70 km/h.' },
    en: { q: 'The speed limit for a lorry over 3.5 t on an ordinary single-carriageway road outside a built-up area is:', a: '70 km/h', b: '80 km/h', c: '90 km/h', why: 'Vehicles other than cars, motorcycles and lorries up to 3.5 t may do at most 70 km/h away from motorways, expressways and dual carriageways.' },
    de: { q: 'Die Höchstgeschwindigkeit eines Lkw über 3,5 t auf einer gewöhnlichen einbahnigen Straße außerorts beträgt:', a: '70 km/h', b: '80 km/h', c: '90 km/h', why: 'Fahrzeuge außer Pkw, Motorrädern und Lkw bis 3,5 t dürfen abseits von Autobahnen, Schnellstraßen und zweibahnigen Straßen höchstens 70 km/h fahren.' },
    ua: { q: 'Допустима швидкість вантажного автомобіля дозволеною максимальною масою понад 3,5 т на звичайній однопроїзній дорозі поза населеним пунктом становить:', a: '70 км/год', b: '80 км/год', c: '90 км/год', why: 'Транспортні засоби, крім легкових, мотоциклів і вантажівок до 3,5 т, поза автомагістралями, швидкісними та двопроїзними дорогами можуть їхати не швидше ніж 70 км/год.' },
  },
  {
    n: 2402, key: 'B', w: 3, mod: 31, cat: 'C,C1', law: `art. 20 ust. 3 pkt 2 lit. a ${PORD}`,
    pl: { q: 'Prędkość dopuszczalna samochodu ciężarowego o dopuszczalnej masie całkowitej powyżej 3,5 t na autostradzie wynosi:', a: '70 km/h', b: '80 km/h', c: '90 km/h', why: 'Na autostradzie, drodze ekspresowej i drodze dwujezdniowej z dwoma pasami w każdym kierunku taki pojazd może jechać najwyżej 80 km/h.' },
    en: { q: 'The speed limit for a lorry over 3.5 t on a motorway is:', a: '70 km/h', b: '80 km/h', c: '90 km/h', why: 'On motorways, expressways and dual carriageways with two lanes each way such a vehicle may do at most 80 km/h.' },
    de: { q: 'Die Höchstgeschwindigkeit eines Lkw über 3,5 t auf der Autobahn beträgt:', a: '70 km/h', b: '80 km/h', c: '90 km/h', why: 'Auf Autobahnen, Schnellstraßen und zweibahnigen Straßen mit zwei Fahrstreifen je Richtung gilt für solche Fahrzeuge höchstens 80 km/h.' },
    ua: { q: 'Допустима швидкість вантажного автомобіля понад 3,5 т на автомагістралі становить:', a: '70 км/год', b: '80 км/год', c: '90 км/год', why: 'На автомагістралі, швидкісній і двопроїзній дорозі з двома смугами в кожному напрямку такий транспортний засіб може їхати не швидше ніж 80 км/год.' },
  },
  {
    n: 2403, key: 'B', w: 3, mod: 2, cat: 'C,C1,D,D1', media: 'znak-b16.png', law: `${ZNAKI}, znak B-16 „zakaz wjazdu pojazdów o wysokości większej niż ...”`,
    pl: { q: 'Twój pojazd z ładunkiem ma 3,8 m wysokości. Czy wolno Ci minąć ten znak?', a: 'tak, jeśli jedziesz wolno', b: 'nie, znak zakazuje wjazdu pojazdów wyższych niż 3,5 m', c: 'tak, jeśli pojazd jest pusty', why: 'Znak B-16 zakazuje wjazdu pojazdom, których wysokość (razem z ładunkiem) przekracza podaną na znaku.' },
    en: { q: 'Your loaded vehicle is 3.8 m high. May you pass this sign?', a: 'yes, if you drive slowly', b: 'no, the sign bans vehicles higher than 3.5 m', c: 'yes, if the vehicle is empty', why: 'Sign B-16 bans vehicles whose height, including the load, exceeds the value shown.' },
    de: { q: 'Dein beladenes Fahrzeug ist 3,8 m hoch. Darfst du an diesem Zeichen vorbeifahren?', a: 'ja, wenn du langsam fährst', b: 'nein, das Zeichen verbietet Fahrzeugen über 3,5 m Höhe die Einfahrt', c: 'ja, wenn das Fahrzeug leer ist', why: 'Das Zeichen B-16 verbietet Fahrzeugen die Einfahrt, deren Höhe samt Ladung den angegebenen Wert überschreitet.' },
    ua: { q: 'Висота твого транспортного засобу з вантажем — 3,8 м. Чи можна проїхати повз цей знак?', a: 'так, якщо їхати повільно', b: 'ні, знак забороняє в’їзд транспортним засобам, вищим за 3,5 м', c: 'так, якщо транспортний засіб порожній', why: 'Знак B-16 забороняє в’їзд транспортним засобам, висота яких разом із вантажем перевищує вказану.' },
  },
  {
    n: 2404, key: 'A', w: 3, mod: 2, cat: 'C,C1', media: 'znak-b5.png', law: `§ 15 ust. 4 ${ZNAKI}`,
    pl: { q: 'Czy ten znak zakazuje wjazdu samochodu ciężarowego o dopuszczalnej masie całkowitej 7,5 t?', a: 'tak', b: 'nie, dotyczy tylko ciągników siodłowych', c: 'tylko w nocy', why: 'Znak B-5 zakazuje ruchu samochodów ciężarowych o dopuszczalnej masie całkowitej przekraczającej 3,5 t, a także ciągników samochodowych i rolniczych.' },
    en: { q: 'Does this sign ban a lorry with a maximum authorised mass of 7.5 t?', a: 'yes', b: 'no, it applies only to tractor units', c: 'only at night', why: 'Sign B-5 bans lorries with a maximum authorised mass over 3.5 t, as well as road and agricultural tractors.' },
    de: { q: 'Verbietet dieses Zeichen einem Lkw mit 7,5 t zulässiger Gesamtmasse die Einfahrt?', a: 'ja', b: 'nein, es gilt nur für Sattelzugmaschinen', c: 'nur nachts', why: 'Das Zeichen B-5 verbietet Lkw mit mehr als 3,5 t zulässiger Gesamtmasse sowie Zugmaschinen und landwirtschaftliche Zugmaschinen.' },
    ua: { q: 'Чи забороняє цей знак в’їзд вантажівки дозволеною максимальною масою 7,5 т?', a: 'так', b: 'ні, він стосується лише сідельних тягачів', c: 'лише вночі', why: 'Знак B-5 забороняє рух вантажних автомобілів дозволеною максимальною масою понад 3,5 т, а також тягачів і тракторів.' },
  },
  {
    n: 2405, key: 'B', w: 2, mod: 31, cat: 'C,C1', law: `§ 2 ${WARUNKI}`,
    pl: { q: 'Największa dopuszczalna szerokość samochodu ciężarowego (bez nadwozia chłodni) wynosi:', a: '2,50 m', b: '2,55 m', c: '2,75 m', why: 'Szerokość pojazdu nie może przekraczać 2,55 m; wyjątek stanowią pojazdy z izolowanym nadwoziem chłodni (2,60 m).' },
    en: { q: 'The maximum permitted width of a lorry (other than a refrigerated body) is:', a: '2.50 m', b: '2.55 m', c: '2.75 m', why: 'A vehicle must not be wider than 2.55 m; vehicles with insulated refrigerated bodies may be 2.60 m.' },
    de: { q: 'Die höchstzulässige Breite eines Lkw (ohne Kühlaufbau) beträgt:', a: '2,50 m', b: '2,55 m', c: '2,75 m', why: 'Fahrzeuge dürfen höchstens 2,55 m breit sein; mit isoliertem Kühlaufbau 2,60 m.' },
    ua: { q: 'Найбільша допустима ширина вантажного автомобіля (без ізотермічного кузова) становить:', a: '2,50 м', b: '2,55 м', c: '2,75 м', why: 'Ширина транспортного засобу не може перевищувати 2,55 м; для ізотермічних кузовів-рефрижераторів — 2,60 м.' },
  },
  {
    n: 2406, key: 'B', w: 2, mod: 31, cat: 'C,C1,D,D1', law: `art. 6 ust. 1 ${R561}`,
    pl: { q: 'Dzienny czas prowadzenia pojazdu przez kierowcę zawodowego co do zasady nie może przekroczyć:', a: '8 godzin', b: '9 godzin', c: '12 godzin', why: 'Dzienny czas prowadzenia wynosi najwyżej 9 godzin; dwa razy w tygodniu można go wydłużyć do 10 godzin.' },
    en: { q: 'A professional driver’s daily driving time must, as a rule, not exceed:', a: '8 hours', b: '9 hours', c: '12 hours', why: 'Daily driving time is at most 9 hours; twice a week it may be extended to 10 hours.' },
    de: { q: 'Die tägliche Lenkzeit eines Berufskraftfahrers darf grundsätzlich nicht überschreiten:', a: '8 Stunden', b: '9 Stunden', c: '12 Stunden', why: 'Die tägliche Lenkzeit beträgt höchstens 9 Stunden; zweimal pro Woche darf sie auf 10 Stunden verlängert werden.' },
    ua: { q: 'Щоденний час керування професійного водія, як правило, не може перевищувати:', a: '8 годин', b: '9 годин', c: '12 годин', why: 'Щоденний час керування — не більше 9 годин; двічі на тиждень його можна подовжити до 10 годин.' },
  },
  {
    n: 2407, key: 'B', w: 1, mod: 25, cat: 'C', law: `art. 8 ust. 1 ${UKP}`,
    pl: { q: 'Minimalny wiek do uzyskania prawa jazdy kategorii C wynosi (bez kwalifikacji wstępnej):', a: '18 lat', b: '21 lat', c: '24 lata', why: 'Prawo jazdy kategorii C można uzyskać po ukończeniu 21 lat; wcześniej tylko z kwalifikacją wstępną kierowcy zawodowego.' },
    en: { q: 'The minimum age for a category C licence (without initial qualification) is:', a: '18 years', b: '21 years', c: '24 years', why: 'A category C licence can be obtained from 21; earlier only with a professional driver’s initial qualification.' },
    de: { q: 'Das Mindestalter für die Klasse C (ohne Grundqualifikation) beträgt:', a: '18 Jahre', b: '21 Jahre', c: '24 Jahre', why: 'Die Klasse C kann ab 21 Jahren erworben werden; früher nur mit Grundqualifikation als Berufskraftfahrer.' },
    ua: { q: 'Мінімальний вік для отримання посвідчення категорії C (без початкової кваліфікації) становить:', a: '18 років', b: '21 рік', c: '24 роки', why: 'Посвідчення категорії C можна отримати з 21 року; раніше — лише з початковою кваліфікацією професійного водія.' },
  },
  {
    n: 2408, key: 'A', w: 1, mod: 2, cat: 'C,C1', media: 'znak-b18.png', law: `${ZNAKI}, znak B-18 „zakaz wjazdu pojazdów o rzeczywistej masie całkowitej ponad ... t”`,
    pl: { q: 'Ten znak zakazuje wjazdu pojazdom:', a: 'których rzeczywista masa całkowita przekracza 10 t', b: 'których dopuszczalna masa całkowita przekracza 10 t', c: 'o nacisku osi powyżej 10 t', why: 'Znak B-18 dotyczy rzeczywistej masy całkowitej, czyli masy pojazdu wraz z ładunkiem i osobami w chwili przejazdu.' },
    en: { q: 'This sign bans vehicles:', a: 'whose actual total mass exceeds 10 t', b: 'whose maximum authorised mass exceeds 10 t', c: 'with an axle load over 10 t', why: 'Sign B-18 refers to the actual total mass, the mass of the vehicle with its load and occupants at the moment.' },
    de: { q: 'Dieses Zeichen verbietet die Einfahrt Fahrzeugen:', a: 'deren tatsächliche Gesamtmasse 10 t überschreitet', b: 'deren zulässige Gesamtmasse 10 t überschreitet', c: 'mit einer Achslast über 10 t', why: 'Das Zeichen B-18 betrifft die tatsächliche Gesamtmasse, also Fahrzeug samt Ladung und Insassen im Moment der Durchfahrt.' },
    ua: { q: 'Цей знак забороняє в’їзд транспортним засобам:', a: 'фактична маса яких перевищує 10 т', b: 'дозволена максимальна маса яких перевищує 10 т', c: 'з навантаженням на вісь понад 10 т', why: 'Знак B-18 стосується фактичної маси, тобто маси транспортного засобу з вантажем і людьми в момент проїзду.' },
  },
];

/** Specialist questions of category D (with D1): 4 worth 3 points, 2 worth 2, 2 worth 1. */
export const D_SPECIALIST_QUESTIONS: DemoQuestion[] = [
  {
    n: 2501, key: 'B', w: 3, mod: 31, cat: 'D,D1', law: `art. 20 ust. 4 ${PORD}`,
    pl: { q: 'Autobus spełniający dodatkowe warunki techniczne może jechać po autostradzie z prędkością do:', a: '80 km/h', b: '100 km/h', c: '120 km/h', why: 'Autobus spełniający dodatkowe warunki techniczne może jechać po autostradzie i drodze ekspresowej z prędkością do 100 km/h.' },
    en: { q: 'A bus that meets additional technical requirements may travel on a motorway at up to:', a: '80 km/h', b: '100 km/h', c: '120 km/h', why: 'A bus meeting the additional technical requirements may do up to 100 km/h on motorways and expressways.' },
    de: { q: 'Ein Bus, der zusätzliche technische Anforderungen erfüllt, darf auf der Autobahn fahren bis:', a: '80 km/h', b: '100 km/h', c: '120 km/h', why: 'Ein Bus mit den zusätzlichen technischen Voraussetzungen darf auf Autobahnen und Schnellstraßen bis 100 km/h fahren.' },
    ua: { q: 'Автобус, що відповідає додатковим технічним вимогам, може їхати автомагістраллю зі швидкістю до:', a: '80 км/год', b: '100 км/год', c: '120 км/год', why: 'Автобус, що відповідає додатковим технічним вимогам, може рухатися автомагістраллю та швидкісною дорогою зі швидкістю до 100 км/год.' },
  },
  {
    n: 2502, key: 'A', w: 3, mod: 21, cat: 'D,D1', law: `art. 18 ${PORD}`,
    pl: { q: 'Kierujesz autobusem komunikacji publicznej w obszarze zabudowanym i sygnalizujesz wyjazd z zatoki przystankowej. Inni kierujący:', a: 'muszą zmniejszyć prędkość, a w razie potrzeby zatrzymać się, by umożliwić Ci włączenie się do ruchu, przy czym Ty nadal zachowujesz ostrożność', b: 'zawsze muszą się zatrzymać, a Ty możesz ruszyć bez patrzenia w lusterka', c: 'nie mają wobec Ciebie żadnych obowiązków', why: 'W obszarze zabudowanym kierujący muszą umożliwić autobusowi komunikacji publicznej wyjazd z zatoki, ale kierowca autobusu nie jest zwolniony z ostrożności.' },
    en: { q: 'You drive a public transport bus in a built-up area and signal that you are leaving a bus bay. Other drivers:', a: 'must slow down and stop if needed to let you join traffic, while you still take care', b: 'must always stop, and you may pull out without checking your mirrors', c: 'have no duties towards you', why: 'In built-up areas drivers must let a public transport bus leave a bay, but the bus driver is still bound to take care.' },
    de: { q: 'Du fährst innerorts einen Linienbus und zeigst die Ausfahrt aus der Haltebucht an. Andere Fahrer:', a: 'müssen langsamer fahren und nötigenfalls anhalten, um dich einfädeln zu lassen, wobei du weiter vorsichtig bleibst', b: 'müssen immer anhalten, und du darfst ohne Spiegelblick losfahren', c: 'haben dir gegenüber keine Pflichten', why: 'Innerorts müssen andere einem Linienbus das Ausfahren aus der Bucht ermöglichen, doch der Busfahrer bleibt zur Vorsicht verpflichtet.' },
    ua: { q: 'Ти керуєш автобусом громадського транспорту в населеному пункті й сигналізуєш про виїзд із зупиночної кишені. Інші водії:', a: 'повинні знизити швидкість, а за потреби зупинитися, щоб ти міг почати рух, але ти й далі дієш обережно', b: 'завжди повинні зупинитися, а ти можеш рушати, не дивлячись у дзеркала', c: 'не мають щодо тебе жодних обов’язків', why: 'У населеному пункті водії повинні дати автобусу громадського транспорту виїхати з кишені, але водій автобуса не звільнений від обережності.' },
  },
  {
    n: 2503, key: 'A', w: 3, mod: 23, cat: 'D,D1', law: `art. 57 ${PORD}`,
    pl: { q: 'Podczas wsiadania i wysiadania dzieci z oznakowanego autobusu szkolnego kierujący autobusem musi:', a: 'włączyć światła awaryjne', b: 'używać sygnału dźwiękowego', c: 'włączyć przednie światła przeciwmgłowe', why: 'Kierujący autobusem szkolnym podczas wsiadania lub wysiadania dzieci włącza światła awaryjne; inni kierujący zachowują wtedy szczególną ostrożność.' },
    en: { q: 'While children get on or off a marked school bus, the bus driver must:', a: 'switch on the hazard warning lights', b: 'sound the horn', c: 'switch on the front fog lights', why: 'The school bus driver switches on the hazard lights while children get on or off; other drivers must then take special care.' },
    de: { q: 'Während Kinder in einen gekennzeichneten Schulbus ein- oder aussteigen, muss der Busfahrer:', a: 'die Warnblinkanlage einschalten', b: 'hupen', c: 'die Nebelscheinwerfer einschalten', why: 'Beim Ein- und Aussteigen von Kindern schaltet der Fahrer des Schulbusses die Warnblinkanlage ein; andere müssen dann besonders vorsichtig sein.' },
    ua: { q: 'Під час посадки й висадки дітей із позначеного шкільного автобуса водій автобуса повинен:', a: 'увімкнути аварійну сигналізацію', b: 'подавати звуковий сигнал', c: 'увімкнути передні протитуманні фари', why: 'Під час посадки чи висадки дітей водій шкільного автобуса вмикає аварійну сигналізацію; інші водії тоді мають бути особливо обережними.' },
  },
  {
    n: 2504, key: 'B', w: 3, mod: 31, cat: 'D', law: `§ 2 ${WARUNKI}`,
    pl: { q: 'Największa dopuszczalna długość autobusu dwuosiowego (bez przegubu) wynosi:', a: '12,0 m', b: '13,5 m', c: '15,0 m', why: 'Autobus dwuosiowy może mieć do 13,5 m długości, autobus o więcej niż dwóch osiach do 15 m, a przegubowy do 18,75 m.' },
    en: { q: 'The maximum permitted length of a two-axle rigid bus is:', a: '12.0 m', b: '13.5 m', c: '15.0 m', why: 'A two-axle bus may be up to 13.5 m long, a bus with more than two axles up to 15 m and an articulated bus up to 18.75 m.' },
    de: { q: 'Die höchstzulässige Länge eines zweiachsigen Busses (ohne Gelenk) beträgt:', a: '12,0 m', b: '13,5 m', c: '15,0 m', why: 'Ein zweiachsiger Bus darf bis 13,5 m lang sein, ein Bus mit mehr als zwei Achsen bis 15 m und ein Gelenkbus bis 18,75 m.' },
    ua: { q: 'Найбільша допустима довжина двовісного автобуса (без зчленування) становить:', a: '12,0 м', b: '13,5 м', c: '15,0 м', why: 'Двовісний автобус може мати довжину до 13,5 м, автобус з більш ніж двома осями — до 15 м, зчленований — до 18,75 м.' },
  },
  {
    n: 2505, key: 'B', w: 2, mod: 25, cat: 'D', law: `art. 8 ust. 1 ${UKP}`,
    pl: { q: 'Minimalny wiek do uzyskania prawa jazdy kategorii D wynosi (bez kwalifikacji wstępnej):', a: '21 lat', b: '24 lata', c: '18 lat', why: 'Prawo jazdy kategorii D można uzyskać po ukończeniu 24 lat; wcześniej tylko z kwalifikacją wstępną kierowcy zawodowego.' },
    en: { q: 'The minimum age for a category D licence (without initial qualification) is:', a: '21 years', b: '24 years', c: '18 years', why: 'A category D licence can be obtained from 24; earlier only with a professional driver’s initial qualification.' },
    de: { q: 'Das Mindestalter für die Klasse D (ohne Grundqualifikation) beträgt:', a: '21 Jahre', b: '24 Jahre', c: '18 Jahre', why: 'Die Klasse D kann ab 24 Jahren erworben werden; früher nur mit Grundqualifikation als Berufskraftfahrer.' },
    ua: { q: 'Мінімальний вік для отримання посвідчення категорії D (без початкової кваліфікації) становить:', a: '21 рік', b: '24 роки', c: '18 років', why: 'Посвідчення категорії D можна отримати з 24 років; раніше — лише з початковою кваліфікацією професійного водія.' },
  },
  {
    n: 2506, key: 'A', w: 2, mod: 9, cat: 'D,D1', law: `art. 17 ${PORD}`,
    pl: { q: 'Przed odjazdem z przystanku kierowca autobusu powinien:', a: 'upewnić się, że drzwi są zamknięte, nikt nie wsiada, a lusterka pokazują wolną drogę', b: 'ruszyć z otwartymi drzwiami, by nie tracić czasu', c: 'tylko użyć sygnału dźwiękowego', why: 'Ruszając z przystanku, kierowca włącza się do ruchu: musi zachować szczególną ostrożność, sprawdzić drzwi i otoczenie pojazdu.' },
    en: { q: 'Before leaving a bus stop, the bus driver should:', a: 'make sure the doors are closed, nobody is boarding and the mirrors show a clear road', b: 'move off with the doors open to save time', c: 'only sound the horn', why: 'Leaving a stop means joining traffic: the driver must take special care and check the doors and the surroundings.' },
    de: { q: 'Bevor er von der Haltestelle abfährt, sollte der Busfahrer:', a: 'sich vergewissern, dass die Türen geschlossen sind, niemand einsteigt und die Spiegel freie Fahrt zeigen', b: 'mit offenen Türen losfahren, um Zeit zu sparen', c: 'nur hupen', why: 'Das Abfahren von der Haltestelle ist ein Einfahren in den Verkehr: besondere Vorsicht, Türen und Umgebung prüfen.' },
    ua: { q: 'Перед відправленням від зупинки водій автобуса повинен:', a: 'переконатися, що двері зачинені, ніхто не сідає, а дзеркала показують вільну дорогу', b: 'рушити з відчиненими дверима, щоб не гаяти часу', c: 'лише подати звуковий сигнал', why: 'Відправлення від зупинки — це початок руху: водій має бути особливо обережним, перевірити двері й довкілля автобуса.' },
  },
  {
    n: 2507, key: 'B', w: 1, mod: 10, cat: 'C,C1', law: `art. 19 ust. 2 ${PORD}`,
    pl: { q: 'W tunelu dłuższym niż 500 m poza obszarem zabudowanym kierujący samochodem ciężarowym o dopuszczalnej masie całkowitej powyżej 3,5 t utrzymuje odstęp od poprzedzającego pojazdu co najmniej:', a: '50 m', b: '80 m', c: '30 m', why: 'W takim tunelu odstęp wynosi co najmniej 50 m dla pojazdów do 3,5 t i autobusów, a 80 m dla pozostałych pojazdów i zespołów pojazdów.' },
    en: { q: 'In a tunnel longer than 500 m outside a built-up area, the driver of a lorry over 3.5 t keeps a gap to the vehicle in front of at least:', a: '50 m', b: '80 m', c: '30 m', why: 'In such a tunnel the gap is at least 50 m for vehicles up to 3.5 t and buses, and 80 m for other vehicles and combinations.' },
    de: { q: 'In einem Tunnel über 500 m außerorts hält der Fahrer eines Lkw über 3,5 t zum Vordermann mindestens Abstand von:', a: '50 m', b: '80 m', c: '30 m', why: 'In solchen Tunneln beträgt der Abstand mindestens 50 m für Fahrzeuge bis 3,5 t und Busse und 80 m für andere Fahrzeuge und Fahrzeugkombinationen.' },
    ua: { q: 'У тунелі довжиною понад 500 м поза населеним пунктом водій вантажного автомобіля понад 3,5 т тримає дистанцію до транспортного засобу попереду щонайменше:', a: '50 м', b: '80 м', c: '30 м', why: 'У такому тунелі дистанція становить щонайменше 50 м для транспортних засобів до 3,5 т і автобусів та 80 м для інших транспортних засобів і автопоїздів.' },
  },
  {
    n: 2508, key: 'A', w: 1, mod: 23, cat: 'D,D1', law: `art. 39 ${PORD}`,
    pl: { q: 'W autobusie wyposażonym w pasy bezpieczeństwa kierowca powinien:', a: 'poinformować pasażerów o obowiązku zapięcia pasów', b: 'pozostawić to pasażerom bez informacji', c: 'zabronić zapinania pasów na krótkich trasach', why: 'Pasażerowie muszą korzystać z pasów, jeśli siedzenia są w nie wyposażone; kierowca lub pilot informuje ich o tym obowiązku.' },
    en: { q: 'In a bus fitted with seat belts, the driver should:', a: 'tell passengers that they must fasten their belts', b: 'leave it to passengers without telling them', c: 'forbid wearing belts on short routes', why: 'Passengers must wear belts where seats have them; the driver or guide tells them about this duty.' },
    de: { q: 'In einem Bus mit Sicherheitsgurten sollte der Fahrer:', a: 'die Fahrgäste auf die Gurtpflicht hinweisen', b: 'es den Fahrgästen ohne Hinweis überlassen', c: 'das Anschnallen auf kurzen Strecken verbieten', why: 'Fahrgäste müssen Gurte anlegen, wo die Sitze damit ausgerüstet sind; Fahrer oder Reiseleiter weisen darauf hin.' },
    ua: { q: 'В автобусі, обладнаному ременями безпеки, водій повинен:', a: 'повідомити пасажирів про обов’язок пристебнутися', b: 'залишити це пасажирам без інформування', c: 'забороняти пристібатися на коротких маршрутах', why: 'Пасажири повинні користуватися ременями, якщо сидіння ними обладнані; водій або супровідник повідомляє їх про цей обов’язок.' },
  },
];

/** Specialist questions of category T: 4 worth 3 points, 2 worth 2, 2 worth 1. */
export const T_SPECIALIST_QUESTIONS: DemoQuestion[] = [
  {
    n: 2601, key: 'A', w: 3, mod: 32, cat: 'T', law: `art. 2 pkt 44 ${PORD}`,
    pl: { q: 'Ciągnik rolniczy to pojazd silnikowy, którego konstrukcja umożliwia rozwijanie prędkości nie mniejszej niż:', a: '6 km/h', b: '25 km/h', c: '45 km/h', why: 'Ustawa definiuje ciągnik rolniczy jako pojazd silnikowy zdolny do jazdy z prędkością co najmniej 6 km/h, przeznaczony do pracy ze sprzętem rolniczym, leśnym lub ogrodniczym.' },
    en: { q: 'An agricultural tractor is a motor vehicle designed to reach a speed of at least:', a: '6 km/h', b: '25 km/h', c: '45 km/h', why: 'The Act defines a tractor as a motor vehicle able to reach at least 6 km/h, built to work with farming, forestry or gardening equipment.' },
    de: { q: 'Eine land- oder forstwirtschaftliche Zugmaschine ist ein Kraftfahrzeug mit einer bauartbedingten Geschwindigkeit von mindestens:', a: '6 km/h', b: '25 km/h', c: '45 km/h', why: 'Das Gesetz definiert die Zugmaschine als Kraftfahrzeug mit mindestens 6 km/h, gebaut für land-, forst- oder gartenwirtschaftliche Geräte.' },
    ua: { q: 'Трактор — це механічний транспортний засіб, конструкція якого дозволяє розвивати швидкість не меншу ніж:', a: '6 км/год', b: '25 км/год', c: '45 км/год', why: 'Закон визначає трактор як механічний транспортний засіб зі швидкістю щонайменше 6 км/год, призначений для роботи із сільськогосподарським, лісовим або садовим обладнанням.' },
  },
  {
    n: 2602, key: 'B', w: 3, mod: 17, cat: 'T', law: `art. 2 pkt 3 i 33 ${PORD}`,
    pl: { q: 'Czy ciągnikiem rolniczym wolno wjechać na autostradę?', a: 'tak, bez przyczepy', b: 'nie, autostrada jest przeznaczona dla pojazdów samochodowych, a ciągnik rolniczy do nich nie należy', c: 'tak, w dni robocze', why: 'Pojęcie pojazdu samochodowego nie obejmuje ciągnika rolniczego, a autostrada służy wyłącznie pojazdom samochodowym.' },
    en: { q: 'May you drive an agricultural tractor on a motorway?', a: 'yes, without a trailer', b: 'no, motorways are for motor cars and a tractor is not one of them', c: 'yes, on working days', why: 'The legal notion of a motor car excludes agricultural tractors, and motorways are for motor cars only.' },
    de: { q: 'Darfst du mit einer landwirtschaftlichen Zugmaschine auf die Autobahn?', a: 'ja, ohne Anhänger', b: 'nein, die Autobahn ist Kraftwagen vorbehalten, und Zugmaschinen gehören nicht dazu', c: 'ja, an Werktagen', why: 'Der gesetzliche Begriff des Kraftwagens umfasst keine landwirtschaftliche Zugmaschine, und Autobahnen sind nur für Kraftwagen bestimmt.' },
    ua: { q: 'Чи можна виїжджати трактором на автомагістраль?', a: 'так, без причепа', b: 'ні, автомагістраль призначена для автомобільних транспортних засобів, а трактор до них не належить', c: 'так, у робочі дні', why: 'Поняття автомобільного транспортного засобу не охоплює трактор, а автомагістраль призначена лише для автомобільних транспортних засобів.' },
  },
  {
    n: 2603, key: 'A', w: 3, mod: 25, cat: 'T', law: `art. 8 ust. 1 ${UKP}`,
    pl: { q: 'Prawo jazdy kategorii T można uzyskać po ukończeniu:', a: '16 lat', b: '18 lat', c: '14 lat', why: 'Minimalny wiek dla kategorii T wynosi 16 lat.' },
    en: { q: 'A category T licence can be obtained from the age of:', a: '16', b: '18', c: '14', why: 'The minimum age for category T is 16.' },
    de: { q: 'Die Fahrerlaubnis der Klasse T kann man erwerben ab:', a: '16 Jahren', b: '18 Jahren', c: '14 Jahren', why: 'Das Mindestalter für die Klasse T beträgt 16 Jahre.' },
    ua: { q: 'Посвідчення категорії T можна отримати з:', a: '16 років', b: '18 років', c: '14 років', why: 'Мінімальний вік для категорії T — 16 років.' },
  },
  {
    n: 2604, key: 'A', w: 3, mod: 32, cat: 'T', law: `art. 2 pkt 34 ${PORD}`,
    pl: { q: 'Pojazd wolnobieżny to pojazd silnikowy (inny niż ciągnik rolniczy), którego konstrukcja ogranicza prędkość jazdy do:', a: '25 km/h', b: '30 km/h', c: '40 km/h', why: 'Pojazd wolnobieżny, np. kombajn, ma konstrukcyjnie ograniczoną prędkość do 25 km/h; definicja nie obejmuje ciągnika rolniczego.' },
    en: { q: 'A slow-moving vehicle is a motor vehicle (other than a tractor) whose design limits its speed to:', a: '25 km/h', b: '30 km/h', c: '40 km/h', why: 'A slow-moving vehicle, e.g. a combine harvester, is limited by design to 25 km/h; the definition excludes tractors.' },
    de: { q: 'Ein langsam fahrendes Fahrzeug ist ein Kraftfahrzeug (keine Zugmaschine) mit bauartbedingter Höchstgeschwindigkeit von:', a: '25 km/h', b: '30 km/h', c: '40 km/h', why: 'Ein langsam fahrendes Fahrzeug, z. B. ein Mähdrescher, ist bauartbedingt auf 25 km/h begrenzt; Zugmaschinen fallen nicht darunter.' },
    ua: { q: 'Тихохідний транспортний засіб — це механічний транспортний засіб (не трактор), конструкція якого обмежує швидкість до:', a: '25 км/год', b: '30 км/год', c: '40 км/год', why: 'Тихохідний транспортний засіб, напр. комбайн, конструктивно обмежений 25 км/год; визначення не охоплює трактор.' },
  },
  {
    n: 2605, key: 'B', w: 2, mod: 29, cat: 'T', law: `art. 19 ust. 1 ${PORD}`,
    pl: { q: 'Jak najbezpieczniej pokonać ciągnikiem strome zbocze?', a: 'jechać w poprzek zbocza z dużą prędkością', b: 'jechać prosto w górę lub w dół na niskim biegu, bez gwałtownych manewrów', c: 'zjeżdżać na luzie, aby oszczędzać paliwo', why: 'Jazda w poprzek stoku grozi wywróceniem; na zboczu jedzie się wzdłuż spadku, na niskim biegu i bez wyłączania napędu.' },
    en: { q: 'What is the safest way to drive a tractor on a steep slope?', a: 'across the slope at speed', b: 'straight up or down in a low gear without sudden manoeuvres', c: 'coast down in neutral to save fuel', why: 'Driving across a slope risks overturning; go along the fall line in a low gear and never coast in neutral.' },
    de: { q: 'Wie befährt man mit der Zugmaschine am sichersten einen steilen Hang?', a: 'quer zum Hang mit hoher Geschwindigkeit', b: 'gerade bergauf oder bergab im niedrigen Gang, ohne abrupte Manöver', c: 'im Leerlauf hinunterrollen, um Kraftstoff zu sparen', why: 'Fahren quer zum Hang birgt Kippgefahr; man fährt in Falllinie im niedrigen Gang und nie im Leerlauf.' },
    ua: { q: 'Як найбезпечніше подолати трактором крутий схил?', a: 'їхати впоперек схилу з великою швидкістю', b: 'їхати прямо вгору або вниз на низькій передачі без різких маневрів', c: 'скочуватися на нейтральній передачі, щоб заощадити пальне', why: 'Їзда впоперек схилу загрожує перекиданням; схил долають уздовж спуску на низькій передачі й ніколи не на нейтралі.' },
  },
  {
    n: 2606, key: 'A', w: 2, mod: 32, cat: 'T', law: `art. 60 ${PORD}`,
    pl: { q: 'Przed opuszczeniem ciągnika z zawieszoną maszyną powinieneś:', a: 'opuścić maszynę na ziemię, wyłączyć silnik i zaciągnąć hamulec postojowy', b: 'pozostawić maszynę uniesioną, by łatwiej ruszyć', c: 'pozostawić silnik na biegu jałowym', why: 'Kierujący może opuścić pojazd dopiero po zabezpieczeniu go przed uruchomieniem i stoczeniem; uniesiona maszyna może opaść i kogoś zranić.' },
    en: { q: 'Before leaving a tractor with a mounted implement you should:', a: 'lower the implement to the ground, stop the engine and apply the parking brake', b: 'leave the implement raised to make moving off easier', c: 'leave the engine idling', why: 'A driver may leave the vehicle only after securing it against starting and rolling; a raised implement can drop and injure someone.' },
    de: { q: 'Bevor du eine Zugmaschine mit angebautem Gerät verlässt, solltest du:', a: 'das Gerät absenken, den Motor abstellen und die Feststellbremse anziehen', b: 'das Gerät angehoben lassen, um leichter anzufahren', c: 'den Motor im Leerlauf laufen lassen', why: 'Ein Fahrzeug darf man erst verlassen, wenn es gegen Inbetriebnahme und Wegrollen gesichert ist; ein angehobenes Gerät kann herabfallen.' },
    ua: { q: 'Перш ніж залишити трактор із навісною машиною, ти повинен:', a: 'опустити машину на землю, вимкнути двигун і затягнути стоянкове гальмо', b: 'залишити машину піднятою, щоб легше рушити', c: 'залишити двигун працювати на холостому ходу', why: 'Водій може залишити транспортний засіб лише після того, як убезпечить його від запуску та скочування; піднята машина може впасти й когось травмувати.' },
  },
  {
    n: 2607, key: 'A', w: 1, mod: 32, cat: 'T', law: `art. 3 ust. 1 ${PORD}`,
    pl: { q: 'Wyjeżdżając z pola na drogę publiczną, kierujący ciągnikiem powinien:', a: 'oczyścić koła z błota, aby nie zanieczyszczać jezdni', b: 'jak najszybciej przyspieszyć', c: 'wyłączyć światła, by nie oślepiać innych', why: 'Błoto naniesione na jezdnię staje się śliskie i zagraża innym; uczestnik ruchu ma unikać działań, które mogą spowodować zagrożenie.' },
    en: { q: 'When leaving a field for a public road, the tractor driver should:', a: 'clean mud off the wheels so as not to soil the road', b: 'accelerate as fast as possible', c: 'switch off the lights so as not to dazzle anyone', why: 'Mud on the road becomes slippery and endangers others; road users must avoid actions that may cause danger.' },
    de: { q: 'Beim Ausfahren vom Feld auf eine öffentliche Straße sollte der Traktorfahrer:', a: 'die Räder von Schlamm befreien, um die Fahrbahn nicht zu verschmutzen', b: 'so schnell wie möglich beschleunigen', c: 'das Licht ausschalten, um niemanden zu blenden', why: 'Schlamm auf der Fahrbahn wird glatt und gefährdet andere; Verkehrsteilnehmer müssen gefährdendes Verhalten vermeiden.' },
    ua: { q: 'Виїжджаючи з поля на дорогу загального користування, тракторист повинен:', a: 'очистити колеса від багнюки, щоб не забруднювати проїжджу частину', b: 'якнайшвидше розігнатися', c: 'вимкнути світло, щоб нікого не засліплювати', why: 'Багнюка на дорозі стає слизькою й загрожує іншим; учасник руху повинен уникати дій, що можуть створити небезпеку.' },
  },
  {
    n: 2608, key: 'A', w: 1, mod: 23, cat: 'T', law: `art. 39 ust. 1 ${PORD}`,
    pl: { q: 'Jeśli siedzenie kierowcy w ciągniku z kabiną ochronną ma pas bezpieczeństwa, podczas jazdy:', a: 'masz obowiązek go zapiąć', b: 'możesz go nie zapinać na polnej drodze', c: 'zapinasz go tylko na autostradzie', why: 'Kierujący pojazdem wyposażonym w pasy bezpieczeństwa musi z nich korzystać; przy wywróceniu pas utrzymuje kierowcę w strefie chronionej przez kabinę.' },
    en: { q: 'If the driver’s seat of a tractor with a protective cab has a seat belt, while driving:', a: 'you must fasten it', b: 'you may leave it unfastened on a farm track', c: 'you fasten it only on a motorway', why: 'A driver of a vehicle fitted with seat belts must wear them; in a rollover the belt keeps the driver inside the area protected by the cab.' },
    de: { q: 'Hat der Fahrersitz einer Zugmaschine mit Schutzkabine einen Sicherheitsgurt, musst du während der Fahrt:', a: 'ihn anlegen', b: 'ihn auf Feldwegen nicht anlegen', c: 'ihn nur auf der Autobahn anlegen', why: 'Wer ein Fahrzeug mit Gurten fährt, muss sie anlegen; beim Überschlag hält der Gurt den Fahrer im geschützten Bereich der Kabine.' },
    ua: { q: 'Якщо сидіння водія трактора із захисною кабіною має ремінь безпеки, під час руху:', a: 'ти зобов’язаний його пристебнути', b: 'можеш не пристібатися на польовій дорозі', c: 'пристібаєшся лише на автомагістралі', why: 'Водій транспортного засобу з ременями безпеки зобов’язаний ними користуватися; у разі перекидання ремінь утримує водія в зоні, захищеній кабіною.' },
  },
];

/** Specialist questions of the tram permit (PT, product id P): 4 worth 3 points, 2 worth 2, 2 worth 1. */
export const PT_SPECIALIST_QUESTIONS: DemoQuestion[] = [
  {
    n: 2701, key: 'B', w: 3, mod: 7, cat: 'PT', law: `art. 25 ust. 2 ${PORD}`,
    pl: { q: 'Na skrzyżowaniu bez znaków i sygnalizacji kierujący tramwajem:', a: 'ustępuje pierwszeństwa pojazdom z prawej strony', b: 'ma pierwszeństwo przed innymi pojazdami bez względu na to, z której strony nadjeżdżają', c: 'ustępuje pierwszeństwa wszystkim pojazdom', why: 'Zasady prawej ręki nie stosuje się do pojazdu szynowego; na skrzyżowaniu równorzędnym ma on pierwszeństwo przed innymi pojazdami.' },
    en: { q: 'At an intersection without signs or lights, a tram driver:', a: 'gives way to vehicles from the right', b: 'has priority over other vehicles whichever side they come from', c: 'gives way to all vehicles', why: 'The right-hand rule does not apply to rail vehicles; at an uncontrolled intersection a tram has priority over other vehicles.' },
    de: { q: 'An einer Kreuzung ohne Zeichen und Ampeln hat der Straßenbahnfahrer:', a: 'den Fahrzeugen von rechts Vorfahrt zu gewähren', b: 'Vorfahrt vor anderen Fahrzeugen, gleich von welcher Seite sie kommen', c: 'allen Fahrzeugen Vorfahrt zu gewähren', why: 'Rechts vor links gilt nicht für Schienenfahrzeuge; an einer ungeregelten Kreuzung hat die Straßenbahn Vorfahrt.' },
    ua: { q: 'На перехресті без знаків і світлофорів водій трамвая:', a: 'поступається транспортним засобам праворуч', b: 'має перевагу перед іншими транспортними засобами незалежно від того, з якого боку вони наближаються', c: 'поступається всім транспортним засобам', why: 'Правило правої руки не застосовується до рейкового транспортного засобу; на нерегульованому перехресті трамвай має перевагу.' },
  },
  {
    n: 2702, key: 'B', w: 3, mod: 32, cat: 'PT', law: `§ 95 ust. 4 ${ZNAKI}`,
    pl: { q: 'Skręcając tramwajem na skrzyżowaniu z sygnalizacją świetlną (poza rondem oznaczonym znakiem C-12), musisz:', a: 'wjechać przed wszystkimi, bo tramwaj zawsze ma pierwszeństwo', b: 'ustąpić pierwszeństwa uczestnikom ruchu jadącym na wprost', c: 'zatrzymać się i czekać na kolejny cykl', why: 'Kierujący pojazdem szynowym skręcający na skrzyżowaniu z sygnalizacją może je opuścić pod warunkiem ustąpienia pierwszeństwa uczestnikom ruchu poruszającym się na wprost.' },
    en: { q: 'When turning a tram at an intersection with traffic lights (other than a roundabout marked C-12), you must:', a: 'go first, because a tram always has priority', b: 'give way to road users going straight on', c: 'stop and wait for the next cycle', why: 'A rail vehicle turning at a signal-controlled intersection may leave it provided it gives way to road users going straight on.' },
    de: { q: 'Beim Abbiegen mit der Straßenbahn an einer ampelgeregelten Kreuzung (außer einem mit C-12 gekennzeichneten Kreisverkehr) musst du:', a: 'zuerst fahren, weil die Straßenbahn immer Vorfahrt hat', b: 'den geradeaus fahrenden Verkehrsteilnehmern Vorrang gewähren', c: 'anhalten und auf den nächsten Umlauf warten', why: 'Ein abbiegendes Schienenfahrzeug darf eine ampelgeregelte Kreuzung verlassen, wenn es dem Geradeausverkehr Vorrang gewährt.' },
    ua: { q: 'Повертаючи трамваєм на перехресті зі світлофором (крім кільця, позначеного знаком C-12), ти повинен:', a: 'проїхати першим, бо трамвай завжди має перевагу', b: 'поступитися учасникам руху, що рухаються прямо', c: 'зупинитися й чекати наступного циклу', why: 'Рейковий транспортний засіб, що повертає на регульованому перехресті, може залишити його за умови, що поступиться тим, хто рухається прямо.' },
  },
  {
    n: 2703, key: 'B', w: 3, mod: 9, cat: 'PT', law: `art. 17 ust. 1 ${PORD}`,
    pl: { q: 'Wyjeżdżając tramwajem z zajezdni lub pętli na jezdnię:', a: 'masz pierwszeństwo jako pojazd szynowy', b: 'włączasz się do ruchu i musisz ustąpić pierwszeństwa innym pojazdom', c: 'możesz jechać, jeśli użyjesz dzwonka', why: 'Wjazd z zajezdni lub pętli na jezdnię jest włączaniem się do ruchu; kierujący tramwajem ustępuje wtedy pierwszeństwa.' },
    en: { q: 'When driving a tram out of a depot or loop onto the road:', a: 'you have priority as a rail vehicle', b: 'you are joining traffic and must give way to other vehicles', c: 'you may go if you ring the bell', why: 'Entering the road from a depot or loop counts as joining traffic; the tram driver then gives way.' },
    de: { q: 'Beim Ausfahren mit der Straßenbahn aus dem Betriebshof oder der Wendeschleife auf die Fahrbahn:', a: 'hast du als Schienenfahrzeug Vorfahrt', b: 'fährst du in den Verkehr ein und musst anderen Fahrzeugen Vorrang gewähren', c: 'darfst du fahren, wenn du klingelst', why: 'Das Ausfahren aus Betriebshof oder Schleife ist ein Einfahren in den Verkehr; die Straßenbahn muss dann Vorrang gewähren.' },
    ua: { q: 'Виїжджаючи трамваєм із депо або кільця на проїжджу частину:', a: 'ти маєш перевагу як рейковий транспортний засіб', b: 'ти починаєш рух і повинен поступитися іншим транспортним засобам', c: 'можеш їхати, якщо подзвониш', why: 'Виїзд із депо чи кільця на проїжджу частину вважається початком руху; водій трамвая тоді поступається дорогою.' },
  },
  {
    n: 2704, key: 'B', w: 3, mod: 14, cat: 'PT', law: `art. 13 ust. 1a ${PORD}`,
    pl: { q: 'Pieszy wchodzący na przejście dla pieszych ma pierwszeństwo przed pojazdem, z wyjątkiem:', a: 'autobusu', b: 'tramwaju', c: 'taksówki', why: 'Pierwszeństwo pieszego wchodzącego na przejście nie dotyczy tramwaju; motorniczy nadal zachowuje szczególną ostrożność.' },
    en: { q: 'A pedestrian stepping onto a pedestrian crossing has priority over vehicles, except:', a: 'a bus', b: 'a tram', c: 'a taxi', why: 'The priority of a pedestrian stepping onto a crossing does not apply to trams; the tram driver still takes special care.' },
    de: { q: 'Ein Fußgänger, der einen Überweg betritt, hat Vorrang vor Fahrzeugen, ausgenommen:', a: 'Bussen', b: 'Straßenbahnen', c: 'Taxis', why: 'Der Vorrang des Fußgängers beim Betreten des Überwegs gilt nicht gegenüber Straßenbahnen; der Fahrer bleibt dennoch besonders vorsichtig.' },
    ua: { q: 'Пішохід, який заходить на пішохідний перехід, має перевагу перед транспортними засобами, крім:', a: 'автобуса', b: 'трамвая', c: 'таксі', why: 'Перевага пішохода, який заходить на перехід, не поширюється на трамвай; водій трамвая все одно особливо обережний.' },
  },
  {
    n: 2705, key: 'B', w: 2, mod: 25, cat: 'PT', law: `art. 8 ust. 1 ${UKP}`,
    pl: { q: 'Pozwolenie na kierowanie tramwajem można uzyskać po ukończeniu:', a: '18 lat', b: '21 lat', c: '24 lat', why: 'Minimalny wiek wymagany do uzyskania pozwolenia na kierowanie tramwajem wynosi 21 lat.' },
    en: { q: 'A tram driving permit can be obtained from the age of:', a: '18', b: '21', c: '24', why: 'The minimum age for a tram driving permit is 21.' },
    de: { q: 'Die Erlaubnis zum Führen einer Straßenbahn kann man erwerben ab:', a: '18 Jahren', b: '21 Jahren', c: '24 Jahren', why: 'Das Mindestalter für die Straßenbahn-Fahrerlaubnis beträgt 21 Jahre.' },
    ua: { q: 'Дозвіл на керування трамваєм можна отримати з:', a: '18 років', b: '21 року', c: '24 років', why: 'Мінімальний вік для отримання дозволу на керування трамваєм — 21 рік.' },
  },
  {
    n: 2706, key: 'A', w: 2, mod: 20, cat: 'PT', law: `art. 19 ust. 1 ${PORD}`,
    pl: { q: 'Jesienią liście i wilgoć na szynach powodują, że droga hamowania tramwaju:', a: 'wydłuża się', b: 'skraca się', c: 'nie zmienia się', why: 'Liście i wilgoć zmniejszają przyczepność koła do szyny, więc tramwaj hamuje dłużej; trzeba jechać wolniej i hamować wcześniej.' },
    en: { q: 'In autumn, leaves and moisture on the rails make a tram’s braking distance:', a: 'longer', b: 'shorter', c: 'unchanged', why: 'Leaves and moisture reduce wheel-rail adhesion, so the tram needs longer to stop; drive slower and brake earlier.' },
    de: { q: 'Im Herbst machen Laub und Feuchtigkeit auf den Schienen den Bremsweg einer Straßenbahn:', a: 'länger', b: 'kürzer', c: 'unverändert', why: 'Laub und Nässe verringern die Haftung zwischen Rad und Schiene; daher langsamer fahren und früher bremsen.' },
    ua: { q: 'Восени листя й волога на рейках роблять гальмівний шлях трамвая:', a: 'довшим', b: 'коротшим', c: 'незмінним', why: 'Листя й волога зменшують зчеплення колеса з рейкою, тому трамвай гальмує довше; треба їхати повільніше й гальмувати раніше.' },
  },
  {
    n: 2707, key: 'A', w: 1, mod: 18, cat: 'PT', law: `art. 29 ust. 2 pkt 2 ${PORD}`,
    pl: { q: 'W obszarze zabudowanym kierujący tramwajem może używać sygnału dźwiękowego:', a: 'tylko wtedy, gdy grozi bezpośrednie niebezpieczeństwo', b: 'zawsze przed przystankiem', c: 'aby ponaglić pasażerów', why: 'W obszarze zabudowanym sygnał dźwiękowy wolno stosować wyłącznie w celu uniknięcia bezpośredniego niebezpieczeństwa.' },
    en: { q: 'In a built-up area a tram driver may use the audible warning:', a: 'only when there is immediate danger', b: 'always before a stop', c: 'to hurry passengers', why: 'In built-up areas an audible warning may be used only to avoid immediate danger.' },
    de: { q: 'Innerorts darf der Straßenbahnfahrer Warnsignale geben:', a: 'nur bei unmittelbarer Gefahr', b: 'immer vor einer Haltestelle', c: 'um Fahrgäste anzutreiben', why: 'Innerorts darf ein Schallzeichen nur zur Abwendung unmittelbarer Gefahr gegeben werden.' },
    ua: { q: 'У населеному пункті водій трамвая може подавати звуковий сигнал:', a: 'лише коли загрожує безпосередня небезпека', b: 'завжди перед зупинкою', c: 'щоб поквапити пасажирів', why: 'У населеному пункті звуковий сигнал можна подавати лише для уникнення безпосередньої небезпеки.' },
  },
  {
    n: 2708, key: 'A', w: 1, mod: 6, cat: 'PT', law: `${ZNAKI}, sygnały świetlne dla kierujących tramwajami`,
    pl: { q: 'Na sygnalizatorze dla tramwajów pali się biała kreska pozioma. Oznacza to:', a: 'zakaz wjazdu za sygnalizator', b: 'zezwolenie na jazdę na wprost', c: 'zezwolenie na skręt w lewo', why: 'Pozioma kreska na sygnalizatorze tramwajowym oznacza zakaz wjazdu; pionowa zezwala na jazdę na wprost, a ukośna na skręt.' },
    en: { q: 'A white horizontal bar is lit on the tram signal. It means:', a: 'you must not pass the signal', b: 'you may go straight on', c: 'you may turn left', why: 'A horizontal bar on a tram signal means stop; a vertical bar allows going straight and a diagonal one allows a turn.' },
    de: { q: 'Am Straßenbahnsignal leuchtet ein weißer waagerechter Balken. Das bedeutet:', a: 'Halt, Weiterfahrt über das Signal verboten', b: 'Fahrt geradeaus erlaubt', c: 'Linksabbiegen erlaubt', why: 'Ein waagerechter Balken am Straßenbahnsignal bedeutet Halt; ein senkrechter erlaubt Geradeausfahrt, ein schräger das Abbiegen.' },
    ua: { q: 'На трамвайному світлофорі світиться біла горизонтальна смуга. Це означає:', a: 'заборону проїзду за світлофор', b: 'дозвіл руху прямо', c: 'дозвіл повороту ліворуч', why: 'Горизонтальна смуга на трамвайному світлофорі означає заборону руху; вертикальна дозволяє рух прямо, а похила — поворот.' },
  },
];
