import type { BlogPost } from './blog-post.types';

export const planNaukiPost: BlogPost = {
  slug: 'jak-zaplanowac-nauke-do-egzaminu-teoretycznego',
  publishedOn: '2025-02-03',
  title: 'Jak zaplanować naukę do egzaminu teoretycznego',
  lead: 'Baza pytań liczy ponad dwa tysiące pozycji dla kategorii B. Bez planu łatwo utknąć w przypadkowym klikaniu. Podpowiadamy, jak rozłożyć naukę na kilka tygodni.',
  blocks: [
    { type: 'heading', text: 'Zacznij od diagnozy' },
    {
      type: 'paragraph',
      text: 'Zanim zaczniesz wkuwać, rozwiąż jeden egzamin próbny. Wynik nie ma jeszcze znaczenia – chodzi o to, żeby zobaczyć, jak wygląda egzamin, ile czasu zostaje na odpowiedź i które tematy sprawiają Ci trudność.',
    },
    { type: 'heading', text: 'Ucz się modułami, nie losowo' },
    {
      type: 'paragraph',
      text: 'Pytania są podzielone na moduły tematyczne: pierwszeństwo, znaki, sygnały świetlne, zachowanie wobec pieszych i inne. Przerabiaj jeden moduł na raz. Kiedy w danym module popełniasz mniej niż jeden błąd na dziesięć pytań, przejdź dalej.',
    },
    { type: 'heading', text: 'Krótko, ale codziennie' },
    {
      type: 'paragraph',
      text: 'Trzydzieści minut dziennie przez trzy tygodnie daje więcej niż dwa długie wieczory przed egzaminem. Pamięć lepiej utrwala materiał powtarzany w odstępach czasu.',
    },
    {
      type: 'list',
      items: [
        'Tydzień 1: moduły podstawowe – znaki, sygnały, pierwszeństwo.',
        'Tydzień 2: moduły specjalistyczne dla Twojej kategorii i pytania z filmami.',
        'Tydzień 3: codziennie jeden lub dwa pełne egzaminy próbne i powtórka błędów.',
      ],
    },
    { type: 'heading', text: 'Wracaj do pytań, w których się mylisz' },
    {
      type: 'paragraph',
      text: 'Oznaczaj trudne pytania i wracaj do nich co kilka dni. Zamiast zapamiętywać literę odpowiedzi, przeczytaj wyjaśnienie i podstawę prawną – na egzaminie to samo zagadnienie może pojawić się w innym ujęciu.',
    },
    { type: 'heading', text: 'Kiedy jesteś gotowy?' },
    {
      type: 'paragraph',
      text: 'Dobrą wskazówką jest kilka egzaminów próbnych z rzędu zdanych z zapasem – na przykład 70 punktów i więcej przy progu 68. Wtedy możesz spokojnie zapisać się na egzamin w WORD.',
    },
  ],
};
