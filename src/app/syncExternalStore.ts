// React 19 has useSyncExternalStore built in; wouter still imports the shim written for React 17, which would ship
// its fallback code to every visitor. vite.config.ts points the shim's import here.
export { useSyncExternalStore } from 'react';
