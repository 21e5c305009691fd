import { StoryChapters } from '../components/StoryChapters.tsx';
import { StoryHeader } from '../components/StoryHeader.tsx';
import { WithStory } from '../components/StoryStates.tsx';

/** /story/{id}: the chapter layout, with the story's other layouts and its editor a link away. */
export default function StoryPage() {
  return (
    <WithStory>
      {(story) => <StoryChapters story={story} header={<StoryHeader story={story} layout="chapters" />} />}
    </WithStory>
  );
}
