// Only what other features and the layout need, all of it light: the layout imports this on every page.
// Pages are not exported here: the router imports each page module directly (one chunk per route).
export { projectKeys, useProjectTree } from './api/tree.ts';
export { NewProjectButton } from './components/NewProjectButton.tsx';
export { ProjectNav } from './components/ProjectNav.tsx';
export { sortByOrder } from './order.ts';
