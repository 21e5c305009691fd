// BIM models: the viewer pages are lazy routes of their own (router.tsx imports pages/*.tsx); a share
// link's page shows the same view.
export { BimView } from './components/BimView.tsx';
