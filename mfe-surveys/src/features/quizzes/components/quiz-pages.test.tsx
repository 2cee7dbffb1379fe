import { screen } from '@testing-library/react';
import { renderPage } from '#src/testing/render-page.tsx';
import { quizPages } from './quiz-pages';

const quizzes = [
  {
    id: 'quizBlackHistory',
    path: '/quizzes/black-history/',
    title: 'Black History quiz',
    topic: 'What this quiz is about',
    fact: /Viola Desmond/,
  },
  {
    id: 'quizBlackHistory',
    path: '/fr/quiz/histoire-des-noirs/',
    title: 'Quiz sur l’histoire des Noirs',
    topic: 'Le sujet de ce quiz',
    fact: /Mois de l’histoire des Noirs/,
  },
  {
    id: 'quizGiving',
    path: '/quizzes/giving/',
    title: 'Giving quiz',
    topic: 'What this quiz is about',
    fact: /official donation receipts/,
  },
  { id: 'quizGiving', path: '/fr/quiz/generosite/', title: 'Quiz sur la générosité', topic: 'Le sujet de ce quiz', fact: /Mardi je donne/ },
  {
    id: 'quizSustainability',
    path: '/quizzes/sustainability/',
    title: 'Sustainability quiz',
    topic: 'What this quiz is about',
    fact: /three Rs/,
  },
  {
    id: 'quizSustainability',
    path: '/fr/quiz/developpement-durable/',
    title: 'Quiz sur le développement durable',
    topic: 'Le sujet de ce quiz',
    fact: /Notre avenir à tous/,
  },
  { id: 'quizWater', path: '/quizzes/water/', title: 'Water quiz', topic: 'What this quiz is about', fact: /World Water Day/ },
  { id: 'quizWater', path: '/fr/quiz/eau/', title: 'Quiz sur l’eau', topic: 'Le sujet de ce quiz', fact: /Journée mondiale de l’eau/ },
  { id: 'quizActivist', path: '/quizzes/activist/', title: 'Activist quiz', topic: 'What this quiz is about', fact: /Famous Five/ },
  {
    id: 'quizActivist',
    path: '/fr/quiz/militantisme/',
    title: 'Quiz sur le militantisme',
    topic: 'Le sujet de ce quiz',
    fact: /Marathon de l’espoir/,
  },
  {
    id: 'quizHandWashing',
    path: '/quizzes/hand-washing/',
    title: 'Hand washing quiz',
    topic: 'What this quiz is about',
    fact: /at least 20 seconds/,
  },
  {
    id: 'quizHandWashing',
    path: '/fr/quiz/lavage-des-mains/',
    title: 'Quiz sur le lavage des mains',
    topic: 'Le sujet de ce quiz',
    fact: /Journée mondiale du lavage des mains/,
  },
] as const;

describe('quiz pages', () => {
  it.each(quizzes)('at $path, the page is titled “$title” and introduces its topic', ({ id, path, title, topic, fact }) => {
    const Page = quizPages[id];
    renderPage(<Page />, { path });

    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: topic })).toHaveTextContent(fact);
  });
});
