export { SearchBox } from './components/SearchBox.tsx';
export { readSearchInput, searchPath } from './searchRules.ts';
