// What other features may use of stories: the chapter and its states (the presentation shows them).
export { StoryChapter } from './components/StoryChapter.tsx';
export { chapterStep, isInViewer, StoryNotFound, WithStory } from './components/StoryStates.tsx';
