import type { BlogPost } from './blog-post.types';

export const egzaminKrokPoKrokuPost: BlogPost = {
  slug: 'egzamin-teoretyczny-krok-po-kroku',
  publishedOn: '2025-03-10',
  title: 'Egzamin teoretyczny krok po kroku: czas, punkty i rodzaje pytań',
  lead: 'Wiedza to jedno, ale na egzaminie liczy się też znajomość zasad. Wyjaśniamy, jak przebiega egzamin teoretyczny i jak liczone są punkty.',
  blocks: [
    { type: 'heading', text: 'Ile pytań i ile czasu' },
    {
      type: 'paragraph',
      text: 'Egzamin składa się z 32 pytań losowanych dla Twojej kategorii. Całość trwa 25 minut. Pytań nie da się pominąć ani wrócić do nich później – po zatwierdzeniu odpowiedzi albo po upływie czasu komputer przechodzi do następnego.',
    },
    { type: 'heading', text: 'Pytania podstawowe' },
    {
      type: 'paragraph',
      text: 'Pierwsza część to 20 pytań, na które odpowiadasz „Tak” albo „Nie”. Każde zaczyna się od 20 sekund na zapoznanie się z treścią. Potem wyświetla się zdjęcie albo odtwarza film – film odtwarza się tylko raz i zatrzymuje na ostatniej klatce. Na odpowiedź masz 15 sekund.',
    },
    { type: 'heading', text: 'Pytania specjalistyczne' },
    {
      type: 'paragraph',
      text: 'Druga część to 12 pytań z trzema odpowiedziami do wyboru: A, B albo C. Tu nie ma osobnego czasu na czytanie – na przeczytanie pytania i wybór odpowiedzi masz łącznie 50 sekund.',
    },
    { type: 'heading', text: 'Jak liczone są punkty' },
    {
      type: 'list',
      items: [
        'Każde pytanie ma wagę 1, 2 albo 3 punktów – zależnie od tego, jak ważne jest dla bezpieczeństwa.',
        'Maksymalnie można zdobyć 74 punkty.',
        'Do zaliczenia potrzeba co najmniej 68 punktów.',
        'Brak odpowiedzi oznacza 0 punktów za pytanie.',
      ],
    },
    {
      type: 'paragraph',
      text: 'Margines błędu jest więc niewielki: pomyłka w dwóch pytaniach za 3 punkty już oznacza wynik 68 – na granicy zaliczenia. Dlatego warto szczególnie dobrze znać zagadnienia, które zwykle mają najwyższą wagę: pierwszeństwo, zachowanie wobec pieszych i sygnały.',
    },
    { type: 'heading', text: 'Ćwicz w tych samych warunkach' },
    {
      type: 'paragraph',
      text: 'Egzamin próbny w Prawko OSK stosuje te same limity czasu i tę samą punktację. Dzięki temu w dniu egzaminu tempo pytań nie będzie dla Ciebie zaskoczeniem.',
    },
  ],
};
