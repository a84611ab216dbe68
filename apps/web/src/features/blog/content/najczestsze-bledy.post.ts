import type { BlogPost } from './blog-post.types';

export const najczestszeBledyPost: BlogPost = {
  slug: 'najczestsze-bledy-na-egzaminie-teoretycznym',
  publishedOn: '2025-04-14',
  title: 'Pięć błędów, przez które przepada egzamin teoretyczny',
  lead: 'Wielu kandydatów zna przepisy, a mimo to nie zdaje za pierwszym razem. Zwykle powodem nie jest brak wiedzy, tylko kilka powtarzających się pułapek.',
  blocks: [
    { type: 'heading', text: '1. Odpowiadanie „na oko”' },
    {
      type: 'paragraph',
      text: 'Pytania bywają do siebie podobne, ale różnią się jednym słowem: „musisz”, „możesz”, „wolno”, „należy”. Czytaj treść do końca, zanim spojrzysz na zdjęcie.',
    },
    { type: 'heading', text: '2. Uczenie się odpowiedzi zamiast zasad' },
    {
      type: 'paragraph',
      text: 'Zapamiętanie, że w pytaniu o skrzyżowanie z tramwajem odpowiedź brzmi „Tak”, nie pomoże, gdy na filmie tramwaj nadjedzie z innej strony. Zrozum regułę – wtedy poradzisz sobie z każdą wersją pytania.',
    },
    { type: 'heading', text: '3. Ignorowanie filmu' },
    {
      type: 'paragraph',
      text: 'Film odtwarza się tylko raz. Jeśli w tym czasie czytasz ponownie pytanie, możesz przeoczyć znak albo pieszego. Przeczytaj pytanie w czasie przeznaczonym na zapoznanie się z treścią, a potem patrz tylko na film.',
    },
    { type: 'heading', text: '4. Panika przy braku czasu' },
    {
      type: 'paragraph',
      text: 'Kiedy licznik dochodzi do zera, łatwo kliknąć cokolwiek. Lepiej od razu wybrać odpowiedź, która wydaje się właściwa, i ją zatwierdzić. Pamiętaj, że brak odpowiedzi to zawsze 0 punktów.',
    },
    { type: 'heading', text: '5. Zbyt mało pełnych egzaminów próbnych' },
    {
      type: 'paragraph',
      text: 'Nauka modułami buduje wiedzę, ale dopiero pełny egzamin uczy tempa i koncentracji przez 25 minut. W ostatnim tygodniu przed egzaminem rozwiązuj przynajmniej jeden pełny egzamin dziennie.',
    },
    {
      type: 'list',
      items: [
        'Czytaj pytania do końca.',
        'Ucz się zasad, nie liter odpowiedzi.',
        'Patrz na film od pierwszej do ostatniej sekundy.',
        'Odpowiadaj na każde pytanie.',
        'Ćwicz pełne egzaminy na czas.',
      ],
    },
  ],
};
