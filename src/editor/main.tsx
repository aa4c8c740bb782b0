/** The editor's entry (/edit): its own bundle, never referenced by a page of the public site. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { EditorApp } from './EditorApp';
import './editor.css';

createRoot(document.getElementById('editor-root')!).render(
  <StrictMode>
    <EditorApp />
  </StrictMode>,
);
