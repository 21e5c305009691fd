export { ComingSoon, ComingSoonPage } from './components/ComingSoon.tsx';
export { FormStack } from './components/FormStack.tsx';
export { FullPageLoader } from './components/FullPageLoader.tsx';
export { NavGroup } from './components/NavGroup.tsx';
export { EmptyState, ErrorState, LoadingState } from './components/PageState.tsx';
export { RouteError } from './components/RouteError.tsx';
