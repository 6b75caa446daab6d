import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
// A font shipped with the client for the glyphs a system may lack (Japanese card names of Eternal,
// DBSCG's full-width brackets): no character renders as a box (issue 22). Its faces are split by
// unicode range, so a browser downloads only the pieces a page's text needs.
import '@fontsource/noto-sans-jp/400.css';
import './styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
