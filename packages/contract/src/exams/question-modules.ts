/**
 * Learning modules of the question bank (spec §9): 32 road-rule modules (ids 1-32) and the initial
 * qualification modules (C: 100-112; D: 100, 101, 113-117, 104, 106-111). Names in the five interface
 * languages. Data only: learning by module is built later on top of it.
 */

/** A name in each interface language. */
export interface ModuleNames {
  pl: string;
  en: string;
  de: string;
  ru: string;
  ua: string;
}

/** A learning module. */
export interface QuestionModule {
  id: number;
  names: ModuleNames;
}

/** The 32 road-rule modules (ids 1-32). */
export const ROAD_RULE_MODULES: readonly QuestionModule[] = [
  { id: 1, names: { pl: 'Znaki ostrzegawcze', en: 'Warning signs', de: 'Warnzeichen', ru: 'Предупреждающие знаки', ua: 'Попереджувальні знаки' } },
  { id: 2, names: { pl: 'Znaki zakazu', en: 'Prohibitory signs', de: 'Verbotszeichen', ru: 'Запрещающие знаки', ua: 'Заборонні знаки' } },
  { id: 3, names: { pl: 'Znaki nakazu', en: 'Mandatory signs', de: 'Gebotszeichen', ru: 'Предписывающие знаки', ua: 'Наказові знаки' } },
  {
    id: 4,
    names: { pl: 'Znaki informacyjne i kierunku', en: 'Information and direction signs', de: 'Hinweis- und Wegweiserzeichen', ru: 'Информационные знаки и указатели направлений', ua: 'Інформаційні знаки та покажчики напрямку' },
  },
  { id: 5, names: { pl: 'Znaki poziome', en: 'Road markings', de: 'Fahrbahnmarkierungen', ru: 'Горизонтальная разметка', ua: 'Горизонтальна розмітка' } },
  {
    id: 6,
    names: {
      pl: 'Sygnały świetlne i polecenia kierującego ruchem',
      en: 'Traffic lights and signals given by traffic controllers',
      de: 'Lichtzeichen und Zeichen von Verkehrsregelnden',
      ru: 'Светофоры и сигналы регулировщика',
      ua: 'Світлофори та сигнали регулювальника',
    },
  },
  { id: 7, names: { pl: 'Pierwszeństwo na skrzyżowaniach', en: 'Right of way at intersections', de: 'Vorfahrt an Kreuzungen', ru: 'Приоритет на перекрёстках', ua: 'Пріоритет на перехрестях' } },
  { id: 8, names: { pl: 'Ruch okrężny', en: 'Roundabouts', de: 'Kreisverkehr', ru: 'Круговое движение', ua: 'Круговий рух' } },
  {
    id: 9,
    names: {
      pl: 'Włączanie się do ruchu i zmiana pasa ruchu',
      en: 'Joining traffic and changing lanes',
      de: 'Einfahren in den Verkehr und Fahrstreifenwechsel',
      ru: 'Начало движения и перестроение',
      ua: 'Початок руху та перестроювання',
    },
  },
  { id: 10, names: { pl: 'Prędkość i odległość', en: 'Speed and following distance', de: 'Geschwindigkeit und Abstand', ru: 'Скорость и дистанция', ua: 'Швидкість і дистанція' } },
  { id: 11, names: { pl: 'Wyprzedzanie, omijanie i wymijanie', en: 'Overtaking and passing', de: 'Überholen und Vorbeifahren', ru: 'Обгон, объезд и встречный разъезд', ua: 'Обгін, об’їзд і зустрічний роз’їзд' } },
  { id: 12, names: { pl: 'Zawracanie i cofanie', en: 'Turning round and reversing', de: 'Wenden und Rückwärtsfahren', ru: 'Разворот и движение задним ходом', ua: 'Розворот і рух заднім ходом' } },
  { id: 13, names: { pl: 'Zatrzymanie i postój', en: 'Stopping and parking', de: 'Halten und Parken', ru: 'Остановка и стоянка', ua: 'Зупинка та стоянка' } },
  { id: 14, names: { pl: 'Piesi i przejścia dla pieszych', en: 'Pedestrians and pedestrian crossings', de: 'Fußgänger und Fußgängerüberwege', ru: 'Пешеходы и пешеходные переходы', ua: 'Пішоходи та пішохідні переходи' } },
  {
    id: 15,
    names: {
      pl: 'Rowerzyści i urządzenia transportu osobistego',
      en: 'Cyclists and personal transport devices',
      de: 'Radfahrer und persönliche Fortbewegungsmittel',
      ru: 'Велосипедисты и средства индивидуальной мобильности',
      ua: 'Велосипедисти та засоби індивідуальної мобільності',
    },
  },
  { id: 16, names: { pl: 'Przejazdy kolejowe i tramwaje', en: 'Level crossings and trams', de: 'Bahnübergänge und Straßenbahnen', ru: 'Железнодорожные переезды и трамваи', ua: 'Залізничні переїзди та трамваї' } },
  { id: 17, names: { pl: 'Autostrady i drogi ekspresowe', en: 'Motorways and expressways', de: 'Autobahnen und Schnellstraßen', ru: 'Автомагистрали и скоростные дороги', ua: 'Автомагістралі та швидкісні дороги' } },
  {
    id: 18,
    names: { pl: 'Obszar zabudowany i strefy', en: 'Built-up areas and zones', de: 'Geschlossene Ortschaften und Zonen', ru: 'Населённые пункты и зоны', ua: 'Населені пункти та зони' },
  },
  { id: 19, names: { pl: 'Światła pojazdu', en: 'Vehicle lights', de: 'Fahrzeugbeleuchtung', ru: 'Внешние световые приборы', ua: 'Зовнішні світлові прилади' } },
  {
    id: 20,
    names: { pl: 'Warunki atmosferyczne i jazda nocą', en: 'Weather conditions and night driving', de: 'Witterung und Nachtfahrten', ru: 'Погодные условия и езда ночью', ua: 'Погодні умови та їзда вночі' },
  },
  {
    id: 21,
    names: {
      pl: 'Pojazdy uprzywilejowane i komunikacja publiczna',
      en: 'Emergency vehicles and public transport',
      de: 'Einsatzfahrzeuge und öffentlicher Verkehr',
      ru: 'Специальные транспортные средства и общественный транспорт',
      ua: 'Спеціальні транспортні засоби та громадський транспорт',
    },
  },
  { id: 22, names: { pl: 'Holowanie i przewóz ładunku', en: 'Towing and carrying loads', de: 'Abschleppen und Ladung', ru: 'Буксировка и перевозка грузов', ua: 'Буксирування та перевезення вантажів' } },
  {
    id: 23,
    names: {
      pl: 'Przewóz osób, pasy i foteliki',
      en: 'Carrying passengers, seat belts and child seats',
      de: 'Personenbeförderung, Gurte und Kindersitze',
      ru: 'Перевозка людей, ремни и детские кресла',
      ua: 'Перевезення людей, паски та дитячі крісла',
    },
  },
  {
    id: 24,
    names: {
      pl: 'Alkohol, środki odurzające i zmęczenie',
      en: 'Alcohol, drugs and fatigue',
      de: 'Alkohol, Drogen und Müdigkeit',
      ru: 'Алкоголь, наркотики и усталость',
      ua: 'Алкоголь, наркотичні речовини та втома',
    },
  },
  {
    id: 25,
    names: {
      pl: 'Dokumenty, uprawnienia i punkty karne',
      en: 'Documents, licences and penalty points',
      de: 'Dokumente, Fahrerlaubnis und Strafpunkte',
      ru: 'Документы, права и штрафные баллы',
      ua: 'Документи, посвідчення та штрафні бали',
    },
  },
  {
    id: 26,
    names: {
      pl: 'Stan techniczny i wyposażenie pojazdu',
      en: 'Vehicle condition and equipment',
      de: 'Technischer Zustand und Ausrüstung',
      ru: 'Техническое состояние и оснащение',
      ua: 'Технічний стан та обладнання',
    },
  },
  {
    id: 27,
    names: { pl: 'Wypadki i pierwsza pomoc', en: 'Accidents and first aid', de: 'Unfälle und Erste Hilfe', ru: 'Аварии и первая помощь', ua: 'ДТП і перша допомога' },
  },
  {
    id: 28,
    names: { pl: 'Jazda ekonomiczna i ekologiczna', en: 'Economical and eco-friendly driving', de: 'Sparsames und umweltbewusstes Fahren', ru: 'Экономичное и экологичное вождение', ua: 'Економне та екологічне водіння' },
  },
  { id: 29, names: { pl: 'Technika kierowania', en: 'Driving technique', de: 'Fahrtechnik', ru: 'Техника вождения', ua: 'Техніка керування' } },
  { id: 30, names: { pl: 'Motocykle i motorowery', en: 'Motorcycles and mopeds', de: 'Motorräder und Mopeds', ru: 'Мотоциклы и мопеды', ua: 'Мотоцикли та мопеди' } },
  {
    id: 31,
    names: { pl: 'Samochody ciężarowe i autobusy', en: 'Lorries and buses', de: 'Lastkraftwagen und Busse', ru: 'Грузовые автомобили и автобусы', ua: 'Вантажні автомобілі та автобуси' },
  },
  {
    id: 32,
    names: { pl: 'Ciągniki rolnicze i tramwaje', en: 'Agricultural tractors and trams', de: 'Zugmaschinen und Straßenbahnen', ru: 'Тракторы и трамваи', ua: 'Трактори та трамваї' },
  },
];

/** The initial qualification modules (C: 100-112; D: 100, 101, 104, 106-111, 113-117). */
export const QUALIFICATION_MODULES: readonly QuestionModule[] = [
  {
    id: 100,
    names: {
      pl: 'Układ przeniesienia napędu i racjonalna jazda',
      en: 'Drivetrain and rational driving',
      de: 'Antriebsstrang und rationelles Fahren',
      ru: 'Трансмиссия и рациональное вождение',
      ua: 'Трансмісія та раціональне водіння',
    },
  },
  {
    id: 101,
    names: {
      pl: 'Urządzenia zabezpieczające i hamulce',
      en: 'Safety devices and brakes',
      de: 'Sicherheitseinrichtungen und Bremsen',
      ru: 'Устройства безопасности и тормоза',
      ua: 'Пристрої безпеки та гальма',
    },
  },
  {
    id: 102,
    names: {
      pl: 'Optymalizacja zużycia paliwa (C)',
      en: 'Optimising fuel consumption (C)',
      de: 'Kraftstoffverbrauch optimieren (C)',
      ru: 'Оптимизация расхода топлива (C)',
      ua: 'Оптимізація витрати пального (C)',
    },
  },
  {
    id: 103,
    names: {
      pl: 'Załadunek i zabezpieczenie ładunku',
      en: 'Loading and securing cargo',
      de: 'Beladung und Ladungssicherung',
      ru: 'Погрузка и крепление груза',
      ua: 'Завантаження та кріплення вантажу',
    },
  },
  {
    id: 104,
    names: {
      pl: 'Czas pracy kierowców i tachografy',
      en: 'Drivers’ working time and tachographs',
      de: 'Lenk- und Ruhezeiten, Fahrtenschreiber',
      ru: 'Режим труда водителей и тахографы',
      ua: 'Режим праці водіїв і тахографи',
    },
  },
  {
    id: 105,
    names: {
      pl: 'Przepisy o przewozie rzeczy',
      en: 'Rules on the carriage of goods',
      de: 'Vorschriften für den Güterverkehr',
      ru: 'Правила перевозки грузов',
      ua: 'Правила перевезення вантажів',
    },
  },
  {
    id: 106,
    names: {
      pl: 'Zagrożenia drogowe i wypadki przy pracy',
      en: 'Road risks and accidents at work',
      de: 'Verkehrsgefahren und Arbeitsunfälle',
      ru: 'Дорожные риски и несчастные случаи на работе',
      ua: 'Дорожні ризики та нещасні випадки на роботі',
    },
  },
  {
    id: 107,
    names: {
      pl: 'Przestępczość i przemyt osób',
      en: 'Crime and people smuggling',
      de: 'Kriminalität und Schleusung',
      ru: 'Преступность и незаконный ввоз людей',
      ua: 'Злочинність і незаконне перевезення людей',
    },
  },
  {
    id: 108,
    names: { pl: 'Zagrożenia dla zdrowia', en: 'Health risks', de: 'Gesundheitsgefahren', ru: 'Угрозы здоровью', ua: 'Загрози здоров’ю' },
  },
  {
    id: 109,
    names: {
      pl: 'Sprawność fizyczna i psychiczna',
      en: 'Physical and mental fitness',
      de: 'Körperliche und geistige Fitness',
      ru: 'Физическая и психическая форма',
      ua: 'Фізична та психічна форма',
    },
  },
  {
    id: 110,
    names: {
      pl: 'Sytuacje awaryjne',
      en: 'Emergency situations',
      de: 'Notfallsituationen',
      ru: 'Аварийные ситуации',
      ua: 'Аварійні ситуації',
    },
  },
  {
    id: 111,
    names: {
      pl: 'Wizerunek firmy i obsługa klienta',
      en: 'Company image and customer service',
      de: 'Firmenimage und Kundenservice',
      ru: 'Имидж компании и обслуживание клиентов',
      ua: 'Імідж компанії та обслуговування клієнтів',
    },
  },
  {
    id: 112,
    names: {
      pl: 'Rynek przewozu rzeczy',
      en: 'The road haulage market',
      de: 'Der Güterkraftverkehrsmarkt',
      ru: 'Рынок грузовых перевозок',
      ua: 'Ринок вантажних перевезень',
    },
  },
  {
    id: 113,
    names: {
      pl: 'Optymalizacja zużycia paliwa (D)',
      en: 'Optimising fuel consumption (D)',
      de: 'Kraftstoffverbrauch optimieren (D)',
      ru: 'Оптимизация расхода топлива (D)',
      ua: 'Оптимізація витрати пального (D)',
    },
  },
  {
    id: 114,
    names: {
      pl: 'Komfort i bezpieczeństwo pasażerów',
      en: 'Passenger comfort and safety',
      de: 'Komfort und Sicherheit der Fahrgäste',
      ru: 'Комфорт и безопасность пассажиров',
      ua: 'Комфорт і безпека пасажирів',
    },
  },
  {
    id: 115,
    names: {
      pl: 'Bagaż i obciążenie autobusu',
      en: 'Luggage and loading a bus',
      de: 'Gepäck und Beladung des Busses',
      ru: 'Багаж и загрузка автобуса',
      ua: 'Багаж і завантаження автобуса',
    },
  },
  {
    id: 116,
    names: {
      pl: 'Przepisy o przewozie osób',
      en: 'Rules on the carriage of passengers',
      de: 'Vorschriften für die Personenbeförderung',
      ru: 'Правила перевозки пассажиров',
      ua: 'Правила перевезення пасажирів',
    },
  },
  {
    id: 117,
    names: {
      pl: 'Rynek przewozu osób',
      en: 'The passenger transport market',
      de: 'Der Personenverkehrsmarkt',
      ru: 'Рынок пассажирских перевозок',
      ua: 'Ринок пасажирських перевезень',
    },
  },
];

// The ids live without the names (which are most of this file), for screens that only check an id.
export { ALL_MODULE_IDS, QUALIFICATION_C_MODULES, QUALIFICATION_D_MODULES } from './question-module-ids.js';

/** A module by id. */
export function findModule(id: number): QuestionModule | undefined {
  return ROAD_RULE_MODULES.find((m) => m.id === id) ?? QUALIFICATION_MODULES.find((m) => m.id === id);
}
