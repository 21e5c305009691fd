export { useLatestAgreement } from './api/agreements.ts';
export { AgreementGate } from './components/AgreementGate.tsx';
