// What other features may use of issues.
export { SeverityBadge } from './components/IssueBadges.tsx';
export { RaiseIssueButton } from './components/RaiseIssueButton.tsx';
