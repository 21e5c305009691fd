import { useParams } from 'react-router';
import { isApiError } from '../../../platform/api/index.ts';
import { ErrorState, LoadingState } from '../../system/index.ts';
import { usePrivateStory } from '../api/stories.ts';
import { StoryChapters } from '../components/StoryChapters.tsx';
import { StoryHeader } from '../components/StoryHeader.tsx';
import { StoryNotFound } from '../components/StoryStates.tsx';

/**
 * /private-story/{code}: a story opened through its private link, read-only and without an account.
 * A revoked, expired or guessed code, or one that opens something other than a story, is answered
 * as a story that does not exist.
 */
export default function PrivateStoryPage() {
  const code = useParams().code ?? '';
  if (!/^[A-Za-z0-9_-]{8,40}$/.test(code)) return <StoryNotFound />;
  return <PrivateStory code={code} />;
}

function PrivateStory({ code }: { code: string }) {
  const query = usePrivateStory(code);
  if (query.isPending) return <LoadingState lines={6} />;
  if (isApiError(query.error) && query.error.status === 404) return <StoryNotFound />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.kind !== 'story') return <StoryNotFound />;
  const story = query.data.story;
  return <StoryChapters story={story} header={<StoryHeader story={story} layout="private" />} />;
}
