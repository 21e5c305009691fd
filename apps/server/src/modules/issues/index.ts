// What other modules may use of issues; everything else in this folder is its own.
export { visibleIssueTitles } from './issues.lookup.ts';
export { listProjectMapIssues } from './issues.project-map.ts';
export { listIssues } from './issues.repository.ts';
