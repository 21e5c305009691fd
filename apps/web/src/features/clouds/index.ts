export { ConversionStatus } from './components/ConversionStatus.tsx';
