import type { ChatbotIntent, ContentKind, Severity } from '@spatium/contracts';

/** What a question asks for, read from its words: an intent and what narrows it. */
export interface ReadQuestion {
  intent: ChatbotIntent | null;
  severity?: Severity;
  kind?: ContentKind;
  name?: string;
}

// Longer phrases first, so "very low" is not read as "low" and "tour group" not as "tour".
const severityWords: [RegExp, Severity][] = [
  [/\b(very low|svært lave?|veldig lave?|sv\w*rt lave?)\b/, 'very low'],
  [/\b(critical|kritiske?)\b/, 'critical'],
  [/\b(high|høye?|hoye?)\b/, 'high'],
  [/\b(medium|middels)\b/, 'medium'],
  [/\b(low|lave?)\b/, 'low'],
];

const kindWords: [RegExp, ContentKind][] = [
  [/\b(tour groups?|turgrupper?|turgruppen(e)?)\b/, 'grouptours'],
  [/\b(360 ?°? ?videos?|360-videoe?r?n?e?|videos?|videoe?r?n?e?)\b/, 'videos360'],
  [/\b(point ?clouds?|clouds?|punktsky(er|en|ene)?)\b/, 'clouds'],
  [/\b(bims?|ifc|bim-modell(er|en|ene)?)\b/, 'bims'],
  [/\b(3d( models?)?|3d-modell(er|en|ene)?)\b/, 'threeds'],
  [/\b(floor ?plans?|plantegning(er|en|ene)?)\b/, 'floorplans'],
  [/\b(geojsons?)\b/, 'geojsons'],
  [/\b(panoramas?|panorama(er|et|ene)?)\b/, 'panoramas'],
  [/\b(maps?|kart(et|ene)?)\b/, 'maps'],
  [/\b(stories|story|historie(r|n|ne)?|fortelling(er|en|ene)?)\b/, 'stories'],
  [/\b(forms?|skjema(er|et|ene)?)\b/, 'forms'],
  [/\b(tours?|tur(er|en|ene)?|omvisning(er|en|ene)?)\b/, 'tours'],
];

const issueWords = /\b(issues?|defects?|problems?|avvik(ene)?|saker|saken(e)?|feil(ene)?)\b/;
const mine = /\b(my|mine|min|meg|i have|jeg har)\b/;
const unread = /\b(unread|uleste?|ulest|new messages?|nye meldinger|ikke lest)\b/;
const counting = /\b(how many|number of|count|antall|hvor mange)\b/;
const uploads =
  /\b(uploads?|uploaded|recent|recently|new content|opplasting(er|ene)?|lastet opp|nylig|nytt innhold)\b/;
const latest =
  /\b(latest|newest|last|most recent|where is|where's|find|show|siste|nyeste|hvor er|finn|vis)\b/;
// What comes after these words in "the latest tour of Block A" / "siste tur av Blokk A" is the name.
const nameAfter = /\b(?:of|in|for|at|from|called|named|av|i|for|på|fra|til|som heter|kalt)\s+(.+)$/;

/** Lower case, spaces for punctuation (hyphens inside words kept), no question marks. */
function normalise(question: string): string {
  return question
    .toLowerCase()
    .replace(/[?!.,;:"“”'’()]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function firstMatch<T>(words: [RegExp, T][], text: string): T | undefined {
  return words.find(([pattern]) => pattern.test(text))?.[1];
}

/**
 * The name after the kind word ("… tour of Block A"), in the words the asker wrote it. Read from the
 * original question (its case kept) at the position found in the normalised one.
 */
function nameIn(question: string, text: string): string | undefined {
  const kindAt = kindWords.map(([pattern]) => text.search(pattern)).find((at) => at >= 0) ?? 0;
  const match = nameAfter.exec(text.slice(kindAt));
  if (!match) return undefined;
  const name = match[1]!.trim();
  const cleaned = question
    .replace(/[?!.,;:"“”'’()]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const start = cleaned.toLowerCase().lastIndexOf(name);
  return start >= 0 ? cleaned.slice(start, start + name.length) : name;
}

/** Reads an English or Norwegian question; `intent: null` when it asks for nothing the assistant knows. */
export function readQuestion(question: string): ReadQuestion {
  const text = normalise(question);
  const severity = firstMatch(severityWords, text);
  const kind = firstMatch(kindWords, text);
  if (unread.test(text)) return { intent: 'unread_messages' };
  if (issueWords.test(text)) {
    if (mine.test(text)) return { intent: 'my_open_issues', ...(severity && { severity }) };
    return { intent: 'subprojects_with_open_issues', ...(severity && { severity }) };
  }
  if (counting.test(text)) return { intent: 'content_counts', ...(kind && { kind }) };
  // "The latest uploaded tour" asks for tours; "recent uploads" for everything new.
  if (uploads.test(text) && !kind) return { intent: 'recent_uploads' };
  if (kind || latest.test(text)) {
    const name = nameIn(question, text);
    return { intent: 'latest_content', ...(kind && { kind }), ...(name && { name }) };
  }
  return { intent: null };
}
