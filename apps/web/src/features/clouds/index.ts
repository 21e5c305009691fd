export { CloudView } from './components/CloudView.tsx';
export { ConversionStatus } from './components/ConversionStatus.tsx';
