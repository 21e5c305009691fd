export { ConversionStatus } from './components/ConversionStatus.tsx';
export { ShareLinksSection } from './components/ShareLinksSection.tsx';
