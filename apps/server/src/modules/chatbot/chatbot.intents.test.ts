import { describe, expect, it } from 'vitest';
import { readQuestion } from './chatbot.intents.ts';

describe('readQuestion', () => {
  it.each([
    [
      'Which sub-projects have open critical issues?',
      { intent: 'subprojects_with_open_issues', severity: 'critical' },
    ],
    [
      'Hvilke delprosjekter har åpne kritiske avvik?',
      { intent: 'subprojects_with_open_issues', severity: 'critical' },
    ],
    [
      'any open issues of very low severity',
      { intent: 'subprojects_with_open_issues', severity: 'very low' },
    ],
    [
      'Åpne avvik med svært lav alvorlighet',
      { intent: 'subprojects_with_open_issues', severity: 'very low' },
    ],
    ['Show my high issues', { intent: 'my_open_issues', severity: 'high' }],
    ['Mine åpne saker', { intent: 'my_open_issues' }],
    ['Where is the latest tour of Block A?', { intent: 'latest_content', kind: 'tours', name: 'Block A' }],
    ['Hvor er den siste turen av Blokk A?', { intent: 'latest_content', kind: 'tours', name: 'Blokk A' }],
    ['newest point cloud in Kaia Nord', { intent: 'latest_content', kind: 'clouds', name: 'Kaia Nord' }],
    ['siste punktsky fra Kaia Nord', { intent: 'latest_content', kind: 'clouds', name: 'Kaia Nord' }],
    ['the latest tour group', { intent: 'latest_content', kind: 'grouptours' }],
    ['How many tours do we have?', { intent: 'content_counts', kind: 'tours' }],
    ['Hvor mange plantegninger har vi?', { intent: 'content_counts', kind: 'floorplans' }],
    ['Recent uploads', { intent: 'recent_uploads' }],
    ['Hva er lastet opp nylig?', { intent: 'recent_uploads' }],
    ['Do I have unread messages?', { intent: 'unread_messages' }],
    ['Har jeg uleste meldinger?', { intent: 'unread_messages' }],
    ['What is the weather in Bergen?', { intent: null }],
    ['Hva blir været i morgen?', { intent: null }],
  ])('reads “%s”', (question, read) => {
    expect(readQuestion(question)).toEqual(read);
  });
});
